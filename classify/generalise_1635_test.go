package classify

import "testing"

// First run at 3f5c50d1: 24/34 overall, 8/17 tricky.
func TestIndependentCases1635(t *testing.T) {
	runIndependent(t, "testdata/independent1635.jsonl", false)
}
