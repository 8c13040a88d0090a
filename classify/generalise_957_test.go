package classify

import "testing"

// First run at cc850d6d: 28/30 overall, 12/14 tricky.
func TestIndependentCases957(t *testing.T) {
	runIndependent(t, "testdata/independent957.jsonl", false)
}
