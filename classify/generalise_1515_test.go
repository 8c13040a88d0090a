package classify

import "testing"

// First run at fdf294cc: 16/20 overall, 6/8 tricky.
func TestIndependentCases1515(t *testing.T) {
	runIndependent(t, "testdata/independent1515.jsonl", false)
}
