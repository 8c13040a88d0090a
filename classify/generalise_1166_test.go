package classify

import "testing"

// First run at 5674b17b: 31/34 overall, 14/17 tricky.
func TestIndependentCases1166(t *testing.T) {
	runIndependent(t, "testdata/independent1166.jsonl", false)
}
