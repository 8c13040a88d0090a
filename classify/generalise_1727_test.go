package classify

import "testing"

// First run at 61306f1c: 21/36 overall, 4/18 tricky.
func TestIndependentCases1727(t *testing.T) {
	runIndependent(t, "testdata/independent1727.jsonl", false)
}
