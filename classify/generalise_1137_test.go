package classify

import "testing"

// First run at 697409b7: 25/30 overall, 11/15 tricky.
func TestIndependentCases1137(t *testing.T) {
	runIndependent(t, "testdata/independent1137.jsonl", false)
}
