package classify

import "testing"

// First run at 126c5c47: 30/34 overall, 18/22 tricky.
func TestIndependentCases1452(t *testing.T) {
	runIndependent(t, "testdata/independent1452.jsonl", false)
}
