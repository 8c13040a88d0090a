package classify

import "testing"

// First run at a1ce2cea: 24/36 overall, 4/13 tricky.
func TestIndependentCases1569(t *testing.T) {
	runIndependent(t, "testdata/independent1569.jsonl", false)
}
