package classify

import "testing"

// First run at e75389fb: 24/34 overall, 7/14 tricky.
func TestIndependentCases1414(t *testing.T) {
	runIndependent(t, "testdata/independent1414.jsonl", false)
}
