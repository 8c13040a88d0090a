package classify

import "testing"

// First run at 35dc8cc7: 23/40 overall, 5/16 tricky.
func TestIndependentCases1343(t *testing.T) {
	runIndependent(t, "testdata/independent1343.jsonl", false)
}
