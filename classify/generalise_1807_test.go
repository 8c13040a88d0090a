package classify

import "testing"

// First run at 0c092654: 31/34 overall, 11/14 tricky.
func TestIndependentCases1807(t *testing.T) {
	runIndependent(t, "testdata/independent1807.jsonl", false)
}
