package classify

import "testing"

// First run at 3d92820e: 14/20 overall, 5/10 tricky.
func TestIndependentCases1517(t *testing.T) {
	runIndependent(t, "testdata/independent1517.jsonl", false)
}
