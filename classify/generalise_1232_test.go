package classify

import "testing"

// First run at 68732c9b: 25/27 overall, 12/13 tricky.
func TestIndependentCases1232(t *testing.T) {
	runIndependent(t, "testdata/independent1232.jsonl", false)
}
