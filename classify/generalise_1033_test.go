package classify

import "testing"

// First run at 2683ed79: 29/31 overall, 13/15 tricky.
func TestIndependentCases1033(t *testing.T) {
	runIndependent(t, "testdata/independent1033.jsonl", false)
}
