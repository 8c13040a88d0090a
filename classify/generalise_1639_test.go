package classify

import "testing"

// First run at fa84ce07: 20/36 overall, 9/18 tricky.
func TestIndependentCases1639(t *testing.T) {
	runIndependent(t, "testdata/independent1639.jsonl", false)
}
