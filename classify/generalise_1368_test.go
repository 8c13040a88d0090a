package classify

import "testing"

// First run at 7474fbdd: 28/34 overall, 10/16 tricky.
func TestIndependentCases1368(t *testing.T) {
	runIndependent(t, "testdata/independent1368.jsonl", false)
}
