package classify

import "testing"

// First run at 5a5b00dc: 24/34 overall, 10/18 tricky.
func TestIndependentCases1662(t *testing.T) {
	runIndependent(t, "testdata/independent1662.jsonl", false)
}
