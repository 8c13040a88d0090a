package classify

import "testing"

// First run at 9080739d: 24/36 overall, 9/19 tricky.
func TestIndependentCases1318(t *testing.T) {
	runIndependent(t, "testdata/independent1318.jsonl", false)
}
