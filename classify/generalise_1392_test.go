package classify

import "testing"

// First run at 3df2f02a: 28/40 overall, 11/19 tricky.
func TestIndependentCases1392(t *testing.T) {
	runIndependent(t, "testdata/independent1392.jsonl", false)
}
