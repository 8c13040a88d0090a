package classify

import "testing"

// First run at 04b1ee95: 33/34 overall, 13/14 tricky.
func TestIndependentCases1645(t *testing.T) {
	runIndependent(t, "testdata/independent1645.jsonl", false)
}
