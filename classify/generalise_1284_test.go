package classify

import "testing"

// First run at 78d8bcaa: 15/32 overall, 2/12 tricky.
func TestIndependentCases1284(t *testing.T) {
	runIndependent(t, "testdata/independent1284.jsonl", false)
}
