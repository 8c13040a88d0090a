package classify

import "testing"

// First run at ec3e230b: 24/34 overall, 9/17 tricky.
func TestIndependentCases1646(t *testing.T) {
	runIndependent(t, "testdata/independent1646.jsonl", false)
}
