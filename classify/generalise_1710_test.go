package classify

import "testing"

// First run at 0bc7ca59: 13/36 overall, 3/19 tricky.
func TestIndependentCases1710(t *testing.T) {
	runIndependent(t, "testdata/independent1710.jsonl", false)
}
