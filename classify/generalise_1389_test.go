package classify

import "testing"

// First run at 356453e7: 35/40 overall, 21/26 tricky.
func TestIndependentCases1389(t *testing.T) {
	runIndependent(t, "testdata/independent1389.jsonl", false)
}
