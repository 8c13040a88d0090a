package classify

import "testing"

// First run at a62c1b77: 29/34 overall, 12/17 tricky.
func TestIndependentCases1798(t *testing.T) {
	runIndependent(t, "testdata/independent1798.jsonl", false)
}
