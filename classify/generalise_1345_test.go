package classify

import "testing"

// First run at dce5ee7d: 18/34 overall, 7/18 tricky.
func TestIndependentCases1345(t *testing.T) {
	runIndependent(t, "testdata/independent1345.jsonl", false)
}
