package classify

import "testing"

// First run at fcbe2995: 21/29 overall, 5/13 tricky.
func TestIndependentCases1313(t *testing.T) {
	runIndependent(t, "testdata/independent1313.jsonl", false)
}
