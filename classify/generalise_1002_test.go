package classify

import "testing"

// First run at 9f53e663: 30/31 overall, 23/24 tricky.
func TestIndependentCases1002(t *testing.T) {
	runIndependent(t, "testdata/independent1002.jsonl", false)
}
