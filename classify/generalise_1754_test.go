package classify

import "testing"

// First run at b3cf2c79: 21/34 overall, 7/15 tricky.
func TestIndependentCases1754(t *testing.T) {
	runIndependent(t, "testdata/independent1754.jsonl", false)
}
