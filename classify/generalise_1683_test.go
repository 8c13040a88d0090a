package classify

import "testing"

// First run at 8367faee: 19/34 overall, 7/15 tricky.
func TestIndependentCases1683(t *testing.T) {
	runIndependent(t, "testdata/independent1683.jsonl", false)
}
