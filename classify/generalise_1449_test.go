package classify

import "testing"

// First run at 5642d7ef: 31/34 overall, 5/7 tricky.
func TestIndependentCases1449(t *testing.T) {
	runIndependent(t, "testdata/independent1449.jsonl", false)
}
