package classify

import "testing"

// First run at 48551b6d: 19/36 overall, 6/20 tricky.
func TestIndependentCases1688(t *testing.T) {
	runIndependent(t, "testdata/independent1688.jsonl", false)
}
