package classify

import "testing"

// First run at 0e346ef6: 32/32 overall, 17/17 tricky.
func TestIndependentCases1046(t *testing.T) {
	runIndependent(t, "testdata/independent1046.jsonl", true)
}
