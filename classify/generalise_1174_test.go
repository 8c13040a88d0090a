package classify

import "testing"

// First run at 0634ab84: 28/37 overall, 9/16 tricky.
func TestIndependentCases1174(t *testing.T) {
	runIndependent(t, "testdata/independent1174.jsonl", false)
}
