package classify

import "testing"

// First run at 80334e1d: 21/28 overall, 8/13 tricky.
func TestIndependentCases1580(t *testing.T) {
	runIndependent(t, "testdata/independent1580.jsonl", false)
}
