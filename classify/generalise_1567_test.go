package classify

import "testing"

// First run at b2a0516f: 31/34 overall, 14/17 tricky.
func TestIndependentCases1567(t *testing.T) {
	runIndependent(t, "testdata/independent1567.jsonl", false)
}
