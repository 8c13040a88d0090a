package classify

import "testing"

// First run at fabb2734: 27/29 overall, 15/16 tricky.
func TestIndependentCases1107(t *testing.T) {
	runIndependent(t, "testdata/independent1107.jsonl", false)
}
