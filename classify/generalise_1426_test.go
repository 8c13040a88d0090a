package classify

import "testing"

// First run at 13c41bb7: 21/34 overall, 5/13 tricky.
func TestIndependentCases1426(t *testing.T) {
	runIndependent(t, "testdata/independent1426.jsonl", false)
}
