package classify

import "testing"

// First run at ff04c529: 24/30 overall, 9/15 tricky.
func TestIndependentCases1578(t *testing.T) {
	runIndependent(t, "testdata/independent1578.jsonl", false)
}
