package classify

import "testing"

// First run at d33e06f0: 29/33 overall, 8/12 tricky.
func TestIndependentCases1283(t *testing.T) {
	runIndependent(t, "testdata/independent1283.jsonl", false)
}
