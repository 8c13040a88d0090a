package classify

import "testing"

// First run at 07b3bc1b: 25/40 overall, 3/14 tricky.
func TestIndependentCases1326(t *testing.T) {
	runIndependent(t, "testdata/independent1326.jsonl", false)
}
