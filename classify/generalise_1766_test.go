package classify

import "testing"

// First run at 0c78b491: 31/36 overall, 14/19 tricky.
func TestIndependentCases1766(t *testing.T) {
	runIndependent(t, "testdata/independent1766.jsonl", false)
}
