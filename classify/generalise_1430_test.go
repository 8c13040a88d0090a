package classify

import "testing"

// First run at 6cc0ae18: 21/24 overall, 8/11 tricky.
func TestIndependentCases1430(t *testing.T) {
	runIndependent(t, "testdata/independent1430.jsonl", false)
}
