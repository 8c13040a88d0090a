package classify

import "testing"

// First run at 60e2e628: 23/30 overall, 9/14 tricky.
func TestIndependentCases1067(t *testing.T) {
	runIndependent(t, "testdata/independent1067.jsonl", false)
}
