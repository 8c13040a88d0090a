package classify

import "testing"

// First run at 2fcbc75c: 27/32 overall, 8/13 tricky.
func TestIndependentCases1352(t *testing.T) {
	runIndependent(t, "testdata/independent1352.jsonl", false)
}
