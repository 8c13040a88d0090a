package classify

import "testing"

// First run at 09c50225: 24/34 overall, 11/18 tricky.
func TestIndependentCases1703(t *testing.T) {
	runIndependent(t, "testdata/independent1703.jsonl", false)
}
