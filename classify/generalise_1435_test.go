package classify

import "testing"

// First run at 984d500e: 27/34 overall, 14/20 tricky.
func TestIndependentCases1435(t *testing.T) {
	runIndependent(t, "testdata/independent1435.jsonl", false)
}
