package classify

import "testing"

// First run at 0d61b185: 24/34 overall, 8/17 tricky.
func TestIndependentCases1528(t *testing.T) {
	runIndependent(t, "testdata/independent1528.jsonl", false)
}
