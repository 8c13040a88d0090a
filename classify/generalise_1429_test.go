package classify

import "testing"

// First run at c42c14d7: 28/36 overall, 13/19 tricky.
func TestIndependentCases1429(t *testing.T) {
	runIndependent(t, "testdata/independent1429.jsonl", false)
}
