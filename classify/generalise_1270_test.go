package classify

import "testing"

// First run at dd1d0d91: 25/40 overall, 12/22 tricky.
func TestIndependentCases1270(t *testing.T) {
	runIndependent(t, "testdata/independent1270.jsonl", false)
}
