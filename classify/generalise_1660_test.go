package classify

import "testing"

// First run at 2c6f6689: 21/34 overall, 6/15 tricky.
func TestIndependentCases1660(t *testing.T) {
	runIndependent(t, "testdata/independent1660.jsonl", false)
}
