package classify

import "testing"

// First run at 03d29dd4: 29/30 overall, 22/23 tricky.
func TestIndependentCases1073(t *testing.T) {
	runIndependent(t, "testdata/independent1073.jsonl", false)
}
