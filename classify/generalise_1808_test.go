package classify

import "testing"

// First run at b1345d10: 20/36 overall, 6/19 tricky.
func TestIndependentCases1808(t *testing.T) {
	runIndependent(t, "testdata/independent1808.jsonl", false)
}
