package classify

import "testing"

// First run at 52947019: 29/34 overall, 10/15 tricky.
func TestIndependentCases1473(t *testing.T) {
	runIndependent(t, "testdata/independent1473.jsonl", false)
}
