package classify

import "testing"

// First run at 54bb9366: 25/34 overall, 12/19 tricky.
func TestIndependentCases1599(t *testing.T) {
	runIndependent(t, "testdata/independent1599.jsonl", false)
}
