package classify

import "testing"

// First run at fad32d8c: 30/42 overall, 12/22 tricky.
func TestIndependentCases1273(t *testing.T) {
	runIndependent(t, "testdata/independent1273.jsonl", false)
}
