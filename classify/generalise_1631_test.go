package classify

import "testing"

// First run at 28e91873: 18/26 overall, 8/13 tricky.
func TestIndependentCases1631(t *testing.T) {
	runIndependent(t, "testdata/independent1631.jsonl", false)
}
