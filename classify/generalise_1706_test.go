package classify

import "testing"

// First run at 1ec9bb56: 29/36 overall, 11/17 tricky.
func TestIndependentCases1706(t *testing.T) {
	runIndependent(t, "testdata/independent1706.jsonl", false)
}
