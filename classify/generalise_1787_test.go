package classify

import "testing"

// First run at 1774946d: 30/34 overall, 15/18 tricky.
func TestIndependentCases1787(t *testing.T) {
	runIndependent(t, "testdata/independent1787.jsonl", false)
}
