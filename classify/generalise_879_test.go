package classify

import "testing"

// First run at 05671ab1: 30/30 overall, 17/17 tricky.
func TestIndependentCases879(t *testing.T) {
	runIndependent(t, "testdata/independent879.jsonl", true)
}
