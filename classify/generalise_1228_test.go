package classify

import "testing"

// First run at 9beee3c0: 27/34 overall, 11/16 tricky.
func TestIndependentCases1228(t *testing.T) {
	runIndependent(t, "testdata/independent1228.jsonl", false)
}
