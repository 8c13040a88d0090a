package classify

import "testing"

func TestIndependentCases1010(t *testing.T) {
	runIndependent(t, "testdata/independent1010.jsonl", false)
}
