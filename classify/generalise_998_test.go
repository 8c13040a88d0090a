package classify

import "testing"

// First run at 7ff50507: 26/30 overall, 12/15 tricky.
func TestIndependentCases998(t *testing.T) {
	runIndependent(t, "testdata/independent998.jsonl", false)
}
