package classify

import "testing"

// First run at 8dadae10: 18/28 overall, 7/16 tricky.
func TestIndependentCases1600(t *testing.T) {
	runIndependent(t, "testdata/independent1600.jsonl", false)
}
