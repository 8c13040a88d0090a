package classify

import "testing"

func TestIndependentCases1713(t *testing.T) {
	runIndependent(t, "testdata/independent1713.jsonl", false)
}
