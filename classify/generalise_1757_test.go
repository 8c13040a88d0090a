package classify

import "testing"

// First run at 688f4172: 31/34 overall, 12/14 tricky.
func TestIndependentCases1757(t *testing.T) {
	runIndependent(t, "testdata/independent1757.jsonl", false)
}
