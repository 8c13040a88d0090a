package classify

import "testing"

// First run at a4366c35: 27/34 overall, 9/16 tricky.
func TestIndependentCases943(t *testing.T) {
	runIndependent(t, "testdata/independent943.jsonl", false)
}
