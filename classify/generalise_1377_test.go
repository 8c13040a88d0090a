package classify

import "testing"

// First run at 381297e1: 24/34 overall, 7/17 tricky.
func TestIndependentCases1377(t *testing.T) {
	runIndependent(t, "testdata/independent1377.jsonl", false)
}
