package classify

import "testing"

// First run at ec8072e4: 23/34 overall, 8/17 tricky.
func TestIndependentCases1542(t *testing.T) {
	runIndependent(t, "testdata/independent1542.jsonl", false)
}
