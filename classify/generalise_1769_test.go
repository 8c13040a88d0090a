package classify

import "testing"

func TestIndependentCases1769(t *testing.T) {
	runIndependent(t, "testdata/independent1769.jsonl", false)
}
