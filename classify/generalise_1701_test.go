package classify

import "testing"

// First run at 15d02259: 29/34 overall, 12/17 tricky.
func TestIndependentCases1701(t *testing.T) {
	runIndependent(t, "testdata/independent1701.jsonl", false)
}
