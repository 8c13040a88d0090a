package classify

import "testing"

// First run at de368979: 17/34 overall, 3/16 tricky.
func TestIndependentCases1584(t *testing.T) {
	runIndependent(t, "testdata/independent1584.jsonl", false)
}
