package classify

import "testing"

// First run at 824a1814: 31/32 overall, 19/20 tricky.
func TestIndependentCases1124(t *testing.T) {
	runIndependent(t, "testdata/independent1124.jsonl", false)
}
