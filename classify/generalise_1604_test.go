package classify

import "testing"

// First run at fa189061: 22/30 overall, 7/15 tricky.
func TestIndependentCases1604(t *testing.T) {
	runIndependent(t, "testdata/independent1604.jsonl", false)
}
