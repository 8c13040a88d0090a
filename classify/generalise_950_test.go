package classify

import "testing"

// First run at cb88dc45: 33/35 overall, 15/17 tricky.
func TestIndependentCases950(t *testing.T) {
	runIndependent(t, "testdata/independent950.jsonl", false)
}
