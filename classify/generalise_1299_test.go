package classify

import "testing"

// First run at 4482319b: 17/36 overall, 3/15 tricky.
func TestIndependentCases1299(t *testing.T) {
	runIndependent(t, "testdata/independent1299.jsonl", false)
}
