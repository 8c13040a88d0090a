package classify

import "testing"

// First run at 062e72dc: 25/34 overall, 14/22 tricky.
func TestIndependentCases1492(t *testing.T) {
	runIndependent(t, "testdata/independent1492.jsonl", false)
}
