package classify

import "testing"

// First run at 0756022d: 27/36 overall, 11/16 tricky.
func TestIndependentCases1641(t *testing.T) {
	runIndependent(t, "testdata/independent1641.jsonl", false)
}
