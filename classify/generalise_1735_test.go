package classify

import "testing"

// First run at d5bf10ed: 26/34 overall, 10/18 tricky.
func TestIndependentCases1735(t *testing.T) {
	runIndependent(t, "testdata/independent1735.jsonl", false)
}
