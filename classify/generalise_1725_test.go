package classify

import "testing"

// First run at 5e021a2b: 17/34 overall, 7/18 tricky.
func TestIndependentCases1725(t *testing.T) {
	runIndependent(t, "testdata/independent1725.jsonl", false)
}
