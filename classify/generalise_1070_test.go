package classify

import "testing"

// First run at 7dea63dc: 29/30 overall, 16/17 tricky.
func TestIndependentCases1070(t *testing.T) {
	runIndependent(t, "testdata/independent1070.jsonl", true)
}
