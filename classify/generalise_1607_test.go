package classify

import "testing"

// First run at ead3f84e: 28/30 overall, 9/11 tricky.
func TestIndependentCases1607(t *testing.T) {
	runIndependent(t, "testdata/independent1607.jsonl", false)
}
