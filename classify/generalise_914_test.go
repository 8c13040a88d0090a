package classify

import "testing"

// First run at 2cd6b747: 31/32 overall, 16/17 tricky.
func TestIndependentCases914(t *testing.T) {
	runIndependent(t, "testdata/independent914.jsonl", false)
}
