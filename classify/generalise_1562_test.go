package classify

import "testing"

// First run at 5766fa83: 15/24 overall, 6/15 tricky.
func TestIndependentCases1562(t *testing.T) {
	runIndependent(t, "testdata/independent1562.jsonl", false)
}
