package classify

import "testing"

// First run at 0924447d: 26/34 overall, 10/16 tricky.
func TestIndependentCases1610(t *testing.T) {
	runIndependent(t, "testdata/independent1610.jsonl", false)
}
