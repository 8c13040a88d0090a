package classify

import "testing"

// First run at 46dc4561: 27/34 overall, 11/16 tricky.
func TestIndependentCases1415(t *testing.T) {
	runIndependent(t, "testdata/independent1415.jsonl", false)
}
