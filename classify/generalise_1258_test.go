package classify

import "testing"

// First run at c78845ea: 30/34 overall, 18/22 tricky.
func TestIndependentCases1258(t *testing.T) {
	runIndependent(t, "testdata/independent1258.jsonl", false)
}
