package classify

import "testing"

// First run at 1b365ee6: 28/34 overall, 9/14 tricky.
func TestIndependentCases1652(t *testing.T) {
	runIndependent(t, "testdata/independent1652.jsonl", false)
}
