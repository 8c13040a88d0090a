package classify

import "testing"

// First run at bf7882fb: 32/36 overall, 18/21 tricky.
func TestIndependentCases1505(t *testing.T) {
	runIndependent(t, "testdata/independent1505.jsonl", false)
}
