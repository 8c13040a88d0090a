package classify

import "testing"

// First run at 6ad525df: 29/36 overall, 8/13 tricky.
func TestIndependentCases1615(t *testing.T) {
	runIndependent(t, "testdata/independent1615.jsonl", false)
}
