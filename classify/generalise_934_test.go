package classify

import "testing"

// First run at ec955ca4: 31/32 overall, 15/16 tricky.
func TestIndependentCases934(t *testing.T) {
	runIndependent(t, "testdata/independent934.jsonl", false)
}
