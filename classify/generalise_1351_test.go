package classify

import "testing"

// First run at c7b3bbc8: 19/31 overall, 1/11 tricky.
func TestIndependentCases1351(t *testing.T) {
	runIndependent(t, "testdata/independent1351.jsonl", false)
}
