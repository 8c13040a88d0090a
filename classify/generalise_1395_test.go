package classify

import "testing"

// First run at ffaa0dd6: 26/32 overall, 13/16 tricky.
func TestIndependentCases1395(t *testing.T) {
	runIndependent(t, "testdata/independent1395.jsonl", false)
}
