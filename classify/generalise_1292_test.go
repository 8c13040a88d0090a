package classify

import "testing"

// First run at 88d25e72: 27/33 overall, 11/17 tricky.
func TestIndependentCases1292(t *testing.T) {
	runIndependent(t, "testdata/independent1292.jsonl", false)
}
