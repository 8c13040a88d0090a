package classify

import "testing"

// First run at 2ddc0395: 25/28 overall, 11/13 tricky.
func TestIndependentCases1043(t *testing.T) {
	runIndependent(t, "testdata/independent1043.jsonl", false)
}
