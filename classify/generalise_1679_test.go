package classify

import "testing"

// First run at 3b9271e5: 24/36 overall, 4/16 tricky.
func TestIndependentCases1679(t *testing.T) {
	runIndependent(t, "testdata/independent1679.jsonl", false)
}
