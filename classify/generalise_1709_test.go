package classify

import "testing"

// First run at 135474e4: 28/36 overall, 8/15 tricky.
func TestIndependentCases1709(t *testing.T) {
	runIndependent(t, "testdata/independent1709.jsonl", false)
}
