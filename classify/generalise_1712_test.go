package classify

import "testing"

// First run at cb3547cc: 29/34 overall, 11/14 tricky.
func TestIndependentCases1712(t *testing.T) {
	runIndependent(t, "testdata/independent1712.jsonl", false)
}
