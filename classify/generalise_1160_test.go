package classify

import "testing"

// First run at d34d96ff: 28/31 overall, 20/23 tricky.
func TestIndependentCases1160(t *testing.T) {
	runIndependent(t, "testdata/independent1160.jsonl", false)
}
