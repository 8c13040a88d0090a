package classify

import "testing"

// First run at 4c777d5a: 18/34 overall, 7/17 tricky.
func TestIndependentCases1585(t *testing.T) {
	runIndependent(t, "testdata/independent1585.jsonl", false)
}
