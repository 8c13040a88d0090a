package classify

import "testing"

// First run at 769d5693: 28/34 overall, 12/18 tricky.
func TestIndependentCases1503(t *testing.T) {
	runIndependent(t, "testdata/independent1503.jsonl", false)
}
