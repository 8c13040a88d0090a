package classify

import "testing"

// First run at 96f8ad64: 21/36 overall, 6/15 tricky.
func TestIndependentCases1687(t *testing.T) {
	runIndependent(t, "testdata/independent1687.jsonl", false)
}
