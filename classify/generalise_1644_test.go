package classify

import "testing"

// First run at ecb30e3e: 27/34 overall, 9/15 tricky.
func TestIndependentCases1644(t *testing.T) {
	runIndependent(t, "testdata/independent1644.jsonl", false)
}
