package classify

import "testing"

func TestIndependentCases1489(t *testing.T) {
	runIndependent(t, "testdata/independent1489.jsonl", false)
}
