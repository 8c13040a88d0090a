package classify

import "testing"

// First run at 3bb21eaa: 29/31 overall, 17/19 tricky.
func TestIndependentCases1109(t *testing.T) {
	runIndependent(t, "testdata/independent1109.jsonl", false)
}
