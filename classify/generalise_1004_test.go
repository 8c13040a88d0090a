package classify

import "testing"

// First run at 497e84be: 33/34 overall, 15/16 tricky.
func TestIndependentCases1004(t *testing.T) {
	runIndependent(t, "testdata/independent1004.jsonl", false)
}
