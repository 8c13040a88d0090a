package classify

import "testing"

// First run at 11ba9c31: 30/34 overall, 13/17 tricky.
func TestIndependentCases1444(t *testing.T) {
	runIndependent(t, "testdata/independent1444.jsonl", false)
}
