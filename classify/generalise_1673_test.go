package classify

import "testing"

// First run at c6879444: 25/36 overall, 6/16 tricky.
func TestIndependentCases1673(t *testing.T) {
	runIndependent(t, "testdata/independent1673.jsonl", false)
}
