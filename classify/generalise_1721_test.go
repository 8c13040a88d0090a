package classify

import "testing"

// First run at 9d5c87d0: 9/34 overall, 1/18 tricky.
func TestIndependentCases1721(t *testing.T) {
	runIndependent(t, "testdata/independent1721.jsonl", false)
}
