package classify

import "testing"

// First run at 8eac1c88: 23/34 overall, 8/19 tricky.
func TestIndependentCases1591(t *testing.T) {
	runIndependent(t, "testdata/independent1591.jsonl", false)
}
