package classify

import "testing"

// First run at 5cbda2b7: 15/36 overall, 5/21 tricky.
func TestIndependentCases1547(t *testing.T) {
	runIndependent(t, "testdata/independent1547.jsonl", false)
}
