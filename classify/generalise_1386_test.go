package classify

import "testing"

// First run at 04826766: 30/40 overall, 22/28 tricky.
func TestIndependentCases1386(t *testing.T) {
	runIndependent(t, "testdata/independent1386.jsonl", false)
}
