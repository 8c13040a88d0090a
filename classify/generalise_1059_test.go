package classify

import "testing"

// First run at 29b6471e: 30/30 overall, 15/15 tricky.
func TestIndependentCases1059(t *testing.T) {
	runIndependent(t, "testdata/independent1059.jsonl", true)
}
