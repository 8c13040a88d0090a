package classify

import "testing"

// First run at 4951109e: 24/36 overall, 5/17 tricky.
func TestIndependentCases1732(t *testing.T) {
	runIndependent(t, "testdata/independent1732.jsonl", false)
}
