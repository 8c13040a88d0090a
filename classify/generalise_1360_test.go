package classify

import "testing"

// First run at f5611ebd: 26/34 overall, 7/15 tricky.
func TestIndependentCases1360(t *testing.T) {
	runIndependent(t, "testdata/independent1360.jsonl", false)
}
