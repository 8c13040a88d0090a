package classify

import "testing"

// First run at 8c7b6df1: 22/30 overall, 6/13 tricky.
func TestIndependentCases1199(t *testing.T) {
	runIndependent(t, "testdata/independent1199.jsonl", false)
}
