package classify

import "testing"

// First run at 6cee751d: 22/34 overall, 11/18 tricky.
func TestIndependentCases1550(t *testing.T) {
	runIndependent(t, "testdata/independent1550.jsonl", false)
}
