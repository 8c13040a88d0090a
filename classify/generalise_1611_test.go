package classify

import "testing"

// First run at 42305e01: 26/34 overall, 11/19 tricky.
func TestIndependentCases1611(t *testing.T) {
	runIndependent(t, "testdata/independent1611.jsonl", false)
}
