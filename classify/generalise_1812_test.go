package classify

import "testing"

// First run at 32921443: 28/34 overall, 13/17 tricky.
func TestIndependentCases1812(t *testing.T) {
	runIndependent(t, "testdata/independent1812.jsonl", false)
}
