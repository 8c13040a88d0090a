package classify

import "testing"

// First run at ab377e10: 25/32 overall, 11/17 tricky.
func TestIndependentCases1204(t *testing.T) {
	runIndependent(t, "testdata/independent1204.jsonl", false)
}
