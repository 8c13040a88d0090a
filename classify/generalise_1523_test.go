package classify

import "testing"

// First run at 39b39073: 23/34 overall, 4/13 tricky.
func TestIndependentCases1523(t *testing.T) {
	runIndependent(t, "testdata/independent1523.jsonl", false)
}
