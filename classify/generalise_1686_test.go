package classify

import "testing"

// First run at 65209041: 31/34 overall, 11/14 tricky.
func TestIndependentCases1686(t *testing.T) {
	runIndependent(t, "testdata/independent1686.jsonl", false)
}
