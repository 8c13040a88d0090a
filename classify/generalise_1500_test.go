package classify

import "testing"

// First run at 5bf5790e: 23/34 overall, 9/17 tricky.
func TestIndependentCases1500(t *testing.T) {
	runIndependent(t, "testdata/independent1500.jsonl", false)
}
