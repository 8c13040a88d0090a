package classify

import "testing"

// First run at bac102c1: 30/36 overall, 13/18 tricky.
func TestIndependentCases1796(t *testing.T) {
	runIndependent(t, "testdata/independent1796.jsonl", false)
}
