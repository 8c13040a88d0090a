package classify

import "testing"

// First run at e8212b10: 33/36 overall, 15/17 tricky.
func TestIndependentCases1763(t *testing.T) {
	runIndependent(t, "testdata/independent1763.jsonl", false)
}
