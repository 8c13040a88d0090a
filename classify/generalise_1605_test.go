package classify

import "testing"

// First run at 69f6bf1e: 23/30 overall, 8/15 tricky.
func TestIndependentCases1605(t *testing.T) {
	runIndependent(t, "testdata/independent1605.jsonl", false)
}
