package classify

import "testing"

// First run at d01b4155: 29/34 overall, 15/19 tricky.
func TestIndependentCases1378(t *testing.T) {
	runIndependent(t, "testdata/independent1378.jsonl", false)
}
