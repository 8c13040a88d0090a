package classify

import "testing"

// First run at 2d0a6239: 18/24 overall, 6/12 tricky.
func TestIndependentCases1513(t *testing.T) {
	runIndependent(t, "testdata/independent1513.jsonl", false)
}
