package classify

import "testing"

// First run at 2c645329: 30/36 overall, 9/15 tricky.
func TestIndependentCases1623(t *testing.T) {
	runIndependent(t, "testdata/independent1623.jsonl", false)
}
