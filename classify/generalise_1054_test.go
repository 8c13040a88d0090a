package classify

import "testing"

// First run at cfba9d49: 29/31 overall, 17/19 tricky.
func TestIndependentCases1054(t *testing.T) {
	runIndependent(t, "testdata/independent1054.jsonl", false)
}
