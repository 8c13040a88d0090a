package classify

import "testing"

// First run at ae583efb: 25/36 overall, 7/17 tricky.
func TestIndependentCases1697(t *testing.T) {
	runIndependent(t, "testdata/independent1697.jsonl", false)
}
