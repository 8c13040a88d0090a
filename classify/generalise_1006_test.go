package classify

import "testing"

// First run at 5f7956a4: 28/31 overall, 11/14 tricky.
func TestIndependentCases1006(t *testing.T) {
	runIndependent(t, "testdata/independent1006.jsonl", false)
}
