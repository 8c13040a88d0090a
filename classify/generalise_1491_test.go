package classify

import "testing"

// First run at 478c2005: 28/34 overall, 15/21 tricky.
func TestIndependentCases1491(t *testing.T) {
	runIndependent(t, "testdata/independent1491.jsonl", false)
}
