package classify

import "testing"

// First run at 85c89400: 29/34 overall, 11/16 tricky.
func TestIndependentCases1425(t *testing.T) {
	runIndependent(t, "testdata/independent1425.jsonl", false)
}
