package classify

import "testing"

// First run at 8c64e2ca: 29/31 overall, 16/17 tricky.
func TestIndependentCases1086(t *testing.T) {
	runIndependent(t, "testdata/independent1086.jsonl", false)
}
