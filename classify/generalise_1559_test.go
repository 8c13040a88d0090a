package classify

import "testing"

// First run at 436e2ba5: 20/24 overall, 6/10 tricky.
func TestIndependentCases1559(t *testing.T) {
	runIndependent(t, "testdata/independent1559.jsonl", false)
}
