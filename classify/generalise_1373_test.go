package classify

import "testing"

// First run at 89eff81f: 29/34 overall, 11/16 tricky.
func TestIndependentCases1373(t *testing.T) {
	runIndependent(t, "testdata/independent1373.jsonl", false)
}
