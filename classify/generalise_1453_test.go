package classify

import "testing"

// First run at ddc77c07: 32/34 overall, 11/13 tricky.
func TestIndependentCases1453(t *testing.T) {
	runIndependent(t, "testdata/independent1453.jsonl", false)
}
