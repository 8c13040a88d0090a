package classify

import "testing"

// First run at db9cd5cf: 23/34 overall, 6/16 tricky.
func TestIndependentCases1811(t *testing.T) {
	runIndependent(t, "testdata/independent1811.jsonl", false)
}
