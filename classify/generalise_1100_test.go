package classify

import "testing"

// First run at 7d1bc20b: 28/30 overall, 12/14 tricky.
func TestIndependentCases1100(t *testing.T) {
	runIndependent(t, "testdata/independent1100.jsonl", false)
}
