package classify

import "testing"

// First run at a5337318: 27/34 overall, 9/14 tricky.
func TestIndependentCases1179(t *testing.T) {
	runIndependent(t, "testdata/independent1179.jsonl", false)
}
