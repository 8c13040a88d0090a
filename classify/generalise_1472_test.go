package classify

import "testing"

// First run at 24eb957b: 19/34 overall, 13/28 tricky.
func TestIndependentCases1472(t *testing.T) {
	runIndependent(t, "testdata/independent1472.jsonl", false)
}
