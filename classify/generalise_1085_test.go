package classify

import "testing"

// First run at c8d08f43: 26/32 overall, 14/19 tricky.
func TestIndependentCases1085(t *testing.T) {
	runIndependent(t, "testdata/independent1085.jsonl", false)
}
