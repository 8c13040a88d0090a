package classify

import "testing"

// First run at 9c419ebd: 31/34 overall, 13/14 tricky.
func TestIndependentCases1780(t *testing.T) {
	runIndependent(t, "testdata/independent1780.jsonl", false)
}
