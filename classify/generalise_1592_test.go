package classify

import "testing"

// First run at c22a99e0: 30/36 overall, 12/18 tricky.
func TestIndependentCases1592(t *testing.T) {
	runIndependent(t, "testdata/independent1592.jsonl", false)
}
