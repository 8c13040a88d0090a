package classify

import "testing"

// First run at 395e60e6: 35/40 overall, 17/21 tricky.
func TestIndependentCases1385(t *testing.T) {
	runIndependent(t, "testdata/independent1385.jsonl", false)
}
