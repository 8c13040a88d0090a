package classify

import "testing"

// First run at 0c95b7a0: 27/30 overall, 11/14 tricky.
func TestIndependentCases893(t *testing.T) {
	runIndependent(t, "testdata/independent893.jsonl", false)
}
