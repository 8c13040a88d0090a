package classify

import "testing"

// First run at 24b22283: 21/28 overall, 7/13 tricky.
func TestIndependentCases1624(t *testing.T) {
	runIndependent(t, "testdata/independent1624.jsonl", false)
}
