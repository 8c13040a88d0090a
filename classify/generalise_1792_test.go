package classify

import "testing"

// First run at 761e9d1b: 31/34 overall, 11/14 tricky.
func TestIndependentCases1792(t *testing.T) {
	runIndependent(t, "testdata/independent1792.jsonl", false)
}
