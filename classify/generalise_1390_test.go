package classify

import "testing"

// First run at 0f1776a3: 34/40 overall, 15/20 tricky.
func TestIndependentCases1390(t *testing.T) {
	runIndependent(t, "testdata/independent1390.jsonl", false)
}
