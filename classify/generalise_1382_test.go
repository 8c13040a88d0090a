package classify

import "testing"

// First run at 792a0aea: 33/36 overall, 14/17 tricky.
func TestIndependentCases1382(t *testing.T) {
	runIndependent(t, "testdata/independent1382.jsonl", false)
}
