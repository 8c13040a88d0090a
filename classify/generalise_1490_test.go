package classify

import "testing"

// First run at 6e5f558c: 19/24 overall, 6/11 tricky.
func TestIndependentCases1490(t *testing.T) {
	runIndependent(t, "testdata/independent1490.jsonl", false)
}
