package classify

import "testing"

// First run at cb4110b5: 29/36 overall, 13/20 tricky.
func TestIndependentCases1682(t *testing.T) {
	runIndependent(t, "testdata/independent1682.jsonl", false)
}
