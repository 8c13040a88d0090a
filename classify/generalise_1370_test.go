package classify

import "testing"

// First run at 36ccada8: 31/34 overall, 10/12 tricky.
func TestIndependentCases1370(t *testing.T) {
	runIndependent(t, "testdata/independent1370.jsonl", false)
}
