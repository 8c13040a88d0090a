package classify

import "testing"

// First run at d0949e84: 25/34 overall, 6/14 tricky.
func TestIndependentCases1471(t *testing.T) {
	runIndependent(t, "testdata/independent1471.jsonl", false)
}
