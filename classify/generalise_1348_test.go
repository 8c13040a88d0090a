package classify

import "testing"

// First run at 47957f97: 30/42 overall, 10/17 tricky.
func TestIndependentCases1348(t *testing.T) {
	runIndependent(t, "testdata/independent1348.jsonl", false)
}
