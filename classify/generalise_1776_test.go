package classify

import "testing"

// First run at bdb36592: 31/36 overall, 11/16 tricky.
func TestIndependentCases1776(t *testing.T) {
	runIndependent(t, "testdata/independent1776.jsonl", false)
}
