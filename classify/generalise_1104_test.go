package classify

import "testing"

// First run at 5feed9b0: 31/31 overall, 22/22 tricky.
func TestIndependentCases1104(t *testing.T) {
	runIndependent(t, "testdata/independent1104.jsonl", true)
}
