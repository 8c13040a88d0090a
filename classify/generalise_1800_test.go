package classify

import "testing"

// First run at 6a913a37: 31/36 overall, 13/18 tricky.
func TestIndependentCases1800(t *testing.T) {
	runIndependent(t, "testdata/independent1800.jsonl", false)
}
