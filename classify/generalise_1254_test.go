package classify

import "testing"

// First run at c78d7ff6: 24/34 overall, 10/16 tricky.
func TestIndependentCases1254(t *testing.T) {
	runIndependent(t, "testdata/independent1254.jsonl", false)
}
