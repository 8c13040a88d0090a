package classify

import "testing"

// First run at b55e657e: 21/34 overall, 7/17 tricky.
func TestIndependentCases1520(t *testing.T) {
	runIndependent(t, "testdata/independent1520.jsonl", false)
}
