package classify

import "testing"

// First run at c9029606: 15/34 overall, 7/19 tricky.
func TestIndependentCases1575(t *testing.T) {
	runIndependent(t, "testdata/independent1575.jsonl", false)
}
