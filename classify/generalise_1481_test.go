package classify

import "testing"

// First run at 2ea98e10: 30/34 overall, 5/9 tricky.
func TestIndependentCases1481(t *testing.T) {
	runIndependent(t, "testdata/independent1481.jsonl", false)
}
