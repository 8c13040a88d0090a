package classify

import "testing"

// First run at c935e784: 29/32 overall, 17/20 tricky.
func TestIndependentCases954(t *testing.T) {
	runIndependent(t, "testdata/independent954.jsonl", false)
}
