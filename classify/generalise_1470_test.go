package classify

import "testing"

// First run at 60666ffc: 23/36 overall, 5/16 tricky.
func TestIndependentCases1470(t *testing.T) {
	runIndependent(t, "testdata/independent1470.jsonl", false)
}
