package classify

import "testing"

// First run at 16baf999: 28/29 overall, 18/19 tricky.
func TestIndependentCases912(t *testing.T) {
	runIndependent(t, "testdata/independent912.jsonl", false)
}
