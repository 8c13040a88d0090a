package classify

import "testing"

// First run at 806a0233: 32/34 overall, 16/16 tricky.
func TestIndependentCases994(t *testing.T) {
	runIndependent(t, "testdata/independent994.jsonl", false)
}
