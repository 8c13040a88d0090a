package classify

import "testing"

// First run at 9eada312: 18/30 overall, 5/13 tricky.
func TestIndependentCases1627(t *testing.T) {
	runIndependent(t, "testdata/independent1627.jsonl", false)
}
