package classify

import "testing"

// First run at 4574c077: 28/32 overall, 17/20 tricky.
func TestIndependentCases944(t *testing.T) {
	runIndependent(t, "testdata/independent944.jsonl", false)
}
