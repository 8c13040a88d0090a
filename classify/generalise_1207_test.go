package classify

import "testing"

// First run at 2afc7453: 17/29 overall, 7/19 tricky.
func TestIndependentCases1207(t *testing.T) {
	runIndependent(t, "testdata/independent1207.jsonl", false)
}
