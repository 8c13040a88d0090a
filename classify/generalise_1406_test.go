package classify

import "testing"

// First run at 4d4a0663: 32/34 overall, 12/14 tricky.
func TestIndependentCases1406(t *testing.T) {
	runIndependent(t, "testdata/independent1406.jsonl", false)
}
