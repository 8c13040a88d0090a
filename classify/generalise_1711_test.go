package classify

import "testing"

// First run at 12a08408: 27/34 overall, 9/14 tricky.
func TestIndependentCases1711(t *testing.T) {
	runIndependent(t, "testdata/independent1711.jsonl", false)
}
