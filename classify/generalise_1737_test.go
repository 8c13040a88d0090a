package classify

import "testing"

// First run at e5a3ee6e: 28/36 overall, 7/15 tricky.
func TestIndependentCases1737(t *testing.T) {
	runIndependent(t, "testdata/independent1737.jsonl", false)
}
