package classify

import "testing"

// First run at 9fbc8006: 27/32 overall, 18/22 tricky.
func TestIndependentCases1026(t *testing.T) {
	runIndependent(t, "testdata/independent1026.jsonl", false)
}
