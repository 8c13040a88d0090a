package classify

import "testing"

// First run at 69c907af: 26/34 overall, 9/16 tricky.
func TestIndependentCases1595(t *testing.T) {
	runIndependent(t, "testdata/independent1595.jsonl", false)
}
