package classify

import "testing"

// First run at 8ea04ce0: 32/36 overall, 13/17 tricky.
func TestIndependentCases1794(t *testing.T) {
	runIndependent(t, "testdata/independent1794.jsonl", false)
}
