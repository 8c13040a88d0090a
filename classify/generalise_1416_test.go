package classify

import "testing"

// First run at 92a1be0d: 25/34 overall, 10/18 tricky.
func TestIndependentCases1416(t *testing.T) {
	runIndependent(t, "testdata/independent1416.jsonl", false)
}
