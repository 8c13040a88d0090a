package classify

import "testing"

// First run at 6829a7f5: 15/30 overall, 4/16 tricky.
func TestIndependentCases1577(t *testing.T) {
	runIndependent(t, "testdata/independent1577.jsonl", false)
}
