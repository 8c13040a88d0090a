package classify

import "testing"

// First run at ac0a8859: 29/36 overall, 11/17 tricky.
func TestIndependentCases1526(t *testing.T) {
	runIndependent(t, "testdata/independent1526.jsonl", false)
}
