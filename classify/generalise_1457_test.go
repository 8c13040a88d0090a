package classify

import "testing"

// First run at 0f86ffa9: 24/24 overall, 11/11 tricky.
func TestIndependentCases1457(t *testing.T) {
	runIndependent(t, "testdata/independent1457.jsonl", false)
}
