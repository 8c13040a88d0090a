package classify

import "testing"

// First run at c1a9d01a: 29/32 overall, 25/27 tricky.
func TestIndependentCases1020(t *testing.T) {
	runIndependent(t, "testdata/independent1020.jsonl", false)
}
