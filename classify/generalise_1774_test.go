package classify

import "testing"

// First run at 7eeba076: 28/34 overall, 6/11 tricky.
func TestIndependentCases1774(t *testing.T) {
	runIndependent(t, "testdata/independent1774.jsonl", false)
}
