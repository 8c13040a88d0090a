package classify

import "testing"

// First run at d4c92ccf: 29/32 overall, 14/15 tricky.
func TestIndependentCases1247(t *testing.T) {
	runIndependent(t, "testdata/independent1247.jsonl", false)
}
