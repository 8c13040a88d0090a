package classify

import "testing"

// First run at 68c9d105: 31/36 overall, 16/20 tricky.
func TestIndependentCases1769(t *testing.T) {
	runIndependent(t, "testdata/independent1769.jsonl", false)
}
