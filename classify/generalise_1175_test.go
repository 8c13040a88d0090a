package classify

import "testing"

// First run at d5232571: 30/34 overall, 17/20 tricky.
func TestIndependentCases1175(t *testing.T) {
	runIndependent(t, "testdata/independent1175.jsonl", false)
}
