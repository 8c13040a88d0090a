package classify

import "testing"

// First run at 698fce6e: 19/36 overall, 5/17 tricky.
func TestIndependentCases1742(t *testing.T) {
	runIndependent(t, "testdata/independent1742.jsonl", false)
}
