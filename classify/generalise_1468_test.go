package classify

import "testing"

// First run at 5f5bbc65: 29/34 overall, 12/16 tricky.
func TestIndependentCases1468(t *testing.T) {
	runIndependent(t, "testdata/independent1468.jsonl", false)
}
