package classify

import "testing"

// First run at 7c5a6f7b: 22/34 overall, 6/15 tricky.
func TestIndependentCases1747(t *testing.T) {
	runIndependent(t, "testdata/independent1747.jsonl", false)
}
