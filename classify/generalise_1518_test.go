package classify

import "testing"

// First run at c3f2198a: 16/20 overall, 10/13 tricky.
func TestIndependentCases1518(t *testing.T) {
	runIndependent(t, "testdata/independent1518.jsonl", false)
}
