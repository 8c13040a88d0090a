package classify

import "testing"

// First run at 9bf43021: 22/32 overall, 7/16 tricky.
func TestIndependentCases1194(t *testing.T) {
	runIndependent(t, "testdata/independent1194.jsonl", false)
}
