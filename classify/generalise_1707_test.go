package classify

import "testing"

// First run at b6a8524e: 22/36 overall, 6/19 tricky.
func TestIndependentCases1707(t *testing.T) {
	runIndependent(t, "testdata/independent1707.jsonl", false)
}
