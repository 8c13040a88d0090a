package classify

import "testing"

// First run at 41c6d44c: 22/36 overall, 6/19 tricky.
func TestIndependentCases1656(t *testing.T) {
	runIndependent(t, "testdata/independent1656.jsonl", false)
}
