package classify

import "testing"

// First run at 10f75753: 17/32 overall, 2/15 tricky.
func TestIndependentCases1325(t *testing.T) {
	runIndependent(t, "testdata/independent1325.jsonl", false)
}
