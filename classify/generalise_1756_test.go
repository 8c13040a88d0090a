package classify

import "testing"

// First run at 7072e351: 14/34 overall, 6/18 tricky.
func TestIndependentCases1756(t *testing.T) {
	runIndependent(t, "testdata/independent1756.jsonl", false)
}
