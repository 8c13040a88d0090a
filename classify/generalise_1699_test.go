package classify

import "testing"

// First run at 6eb077d1: 30/34 overall, 13/17 tricky.
func TestIndependentCases1699(t *testing.T) {
	runIndependent(t, "testdata/independent1699.jsonl", false)
}
