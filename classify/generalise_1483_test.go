package classify

import "testing"

// First run at 3fd79c96: 23/34 overall, 8/19 tricky.
func TestIndependentCases1483(t *testing.T) {
	runIndependent(t, "testdata/independent1483.jsonl", false)
}
