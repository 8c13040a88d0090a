package classify

import "testing"

// First run at 3fa7db35: 24/34 overall, 6/14 tricky.
func TestIndependentCases1669(t *testing.T) {
	runIndependent(t, "testdata/independent1669.jsonl", false)
}
