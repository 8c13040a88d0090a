package classify

import "testing"

// First run at 2adf4a89: 28/30 overall, 12/14 tricky.
func TestIndependentCases989(t *testing.T) {
	runIndependent(t, "testdata/independent989.jsonl", false)
}
