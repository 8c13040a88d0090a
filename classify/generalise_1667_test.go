package classify

import "testing"

// First run at 3bea262e: 18/34 overall, 6/15 tricky.
func TestIndependentCases1667(t *testing.T) {
	runIndependent(t, "testdata/independent1667.jsonl", false)
}
