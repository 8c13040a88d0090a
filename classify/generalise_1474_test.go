package classify

import "testing"

// First run at ae85d0a8: 24/34 overall, 13/20 tricky.
func TestIndependentCases1474(t *testing.T) {
	runIndependent(t, "testdata/independent1474.jsonl", false)
}
