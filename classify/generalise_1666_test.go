package classify

import "testing"

// First run at 847e05b1: 27/36 overall, 9/17 tricky.
func TestIndependentCases1666(t *testing.T) {
	runIndependent(t, "testdata/independent1666.jsonl", false)
}
