package classify

import "testing"

// First run at 13d91e24: 28/36 overall, 9/16 tricky.
func TestIndependentCases1568(t *testing.T) {
	runIndependent(t, "testdata/independent1568.jsonl", false)
}
