package classify

import "testing"

// First run at 63a2b376: 32/34 overall, 12/14 tricky.
func TestIndependentCases1140(t *testing.T) {
	runIndependent(t, "testdata/independent1140.jsonl", false)
}
