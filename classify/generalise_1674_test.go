package classify

import "testing"

// First run at 198c1892: 23/36 overall, 8/19 tricky.
func TestIndependentCases1674(t *testing.T) {
	runIndependent(t, "testdata/independent1674.jsonl", false)
}
