package classify

import "testing"

// First run at 1acd0368: 24/34 overall, 14/18 tricky.
func TestIndependentCases1777(t *testing.T) {
	runIndependent(t, "testdata/independent1777.jsonl", false)
}
