package classify

import "testing"

// First run at 2fd04a45: 24/29 overall, 7/12 tricky.
func TestIndependentCases1233(t *testing.T) {
	runIndependent(t, "testdata/independent1233.jsonl", false)
}
