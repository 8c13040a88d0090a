package classify

import "testing"

// First run at eb49cd93: 34/34 overall, 15/15 tricky.
func TestIndependentCases1499(t *testing.T) {
	runIndependent(t, "testdata/independent1499.jsonl", false)
}
