package classify

import "testing"

// First run at 81c791cb: 29/32 overall, 10/13 tricky.
func TestIndependentCases1291(t *testing.T) {
	runIndependent(t, "testdata/independent1291.jsonl", false)
}
