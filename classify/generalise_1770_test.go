package classify

import "testing"

// First run at 8b410135: 30/36 overall, 18/22 tricky.
func TestIndependentCases1770(t *testing.T) {
	runIndependent(t, "testdata/independent1770.jsonl", false)
}
