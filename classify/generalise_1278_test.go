package classify

import "testing"

// First run at e21144f7: 25/34 overall, 9/17 tricky.
func TestIndependentCases1278(t *testing.T) {
	runIndependent(t, "testdata/independent1278.jsonl", false)
}
