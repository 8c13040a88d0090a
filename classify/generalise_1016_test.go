package classify

import "testing"

// First run at fcaa40a5: 30/32 overall, 18/20 tricky.
func TestIndependentCases1016(t *testing.T) {
	runIndependent(t, "testdata/independent1016.jsonl", false)
}
