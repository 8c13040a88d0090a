package classify

import "testing"

// First run at 58fc7c5e: 24/36 overall, 6/17 tricky.
func TestIndependentCases1647(t *testing.T) {
	runIndependent(t, "testdata/independent1647.jsonl", false)
}
