package classify

import "testing"

// First run at f135c1f2: 24/34 overall, 10/17 tricky.
func TestIndependentCases1341(t *testing.T) {
	runIndependent(t, "testdata/independent1341.jsonl", false)
}
