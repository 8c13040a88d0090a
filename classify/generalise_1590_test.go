package classify

import "testing"

// First run at e0704f8c: 24/36 overall, 6/16 tricky.
func TestIndependentCases1590(t *testing.T) {
	runIndependent(t, "testdata/independent1590.jsonl", false)
}
