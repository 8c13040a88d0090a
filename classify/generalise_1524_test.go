package classify

import "testing"

// First run at f0c25e63: 24/34 overall, 3/11 tricky.
func TestIndependentCases1524(t *testing.T) {
	runIndependent(t, "testdata/independent1524.jsonl", false)
}
