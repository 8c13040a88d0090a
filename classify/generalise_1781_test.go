package classify

import "testing"

// First run at 1281225e: 23/36 overall, 8/20 tricky.
func TestIndependentCases1781(t *testing.T) {
	runIndependent(t, "testdata/independent1781.jsonl", false)
}
