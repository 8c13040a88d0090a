package classify

import "testing"

// First run at 785a4aba: 7/13 overall, 2/7 tricky.
func TestIndependentCases1216(t *testing.T) {
	runIndependent(t, "testdata/independent1216.jsonl", false)
}
