package classify

import "testing"

// First run at 643541ae: 28/36 overall, 14/20 tricky.
func TestIndependentCases1813(t *testing.T) {
	runIndependent(t, "testdata/independent1813.jsonl", false)
}
