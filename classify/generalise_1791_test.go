package classify

import "testing"

// First run at 8c886d58: 28/34 overall, 10/16 tricky.
func TestIndependentCases1791(t *testing.T) {
	runIndependent(t, "testdata/independent1791.jsonl", false)
}
