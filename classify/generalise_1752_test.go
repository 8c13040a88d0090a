package classify

import "testing"

// First run at f22b1977: 25/36 overall, 9/19 tricky.
func TestIndependentCases1752(t *testing.T) {
	runIndependent(t, "testdata/independent1752.jsonl", false)
}
