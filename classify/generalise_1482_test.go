package classify

import "testing"

// First run at 5ed76947: 25/34 overall, 7/16 tricky.
func TestIndependentCases1482(t *testing.T) {
	runIndependent(t, "testdata/independent1482.jsonl", false)
}
