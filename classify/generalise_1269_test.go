package classify

import "testing"

// First run at ce02aebf: 18/30 overall, 2/12 tricky.
func TestIndependentCases1269(t *testing.T) {
	runIndependent(t, "testdata/independent1269.jsonl", false)
}
