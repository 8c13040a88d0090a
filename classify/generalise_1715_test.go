package classify

import "testing"

// First run at 89d2a5f8: 26/36 overall, 7/15 tricky.
func TestIndependentCases1715(t *testing.T) {
	runIndependent(t, "testdata/independent1715.jsonl", false)
}
