package classify

import "testing"

// First run at e71663f4: 31/33 overall, 11/13 tricky.
func TestIndependentCases1217(t *testing.T) {
	runIndependent(t, "testdata/independent1217.jsonl", false)
}
