package classify

import "testing"

// First run at 92d47b5b: 30/42 overall, 7/17 tricky.
func TestIndependentCases1298(t *testing.T) {
	runIndependent(t, "testdata/independent1298.jsonl", false)
}
