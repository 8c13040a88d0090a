package classify

import "testing"

// First run at 0d57cfa2: 16/31 overall, 3/16 tricky.
func TestIndependentCases1332(t *testing.T) {
	runIndependent(t, "testdata/independent1332.jsonl", false)
}
