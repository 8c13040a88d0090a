package classify

import "testing"

// First run at 35154997: 24/32 overall, 11/18 tricky.
func TestIndependentCases1077(t *testing.T) {
	runIndependent(t, "testdata/independent1077.jsonl", false)
}
