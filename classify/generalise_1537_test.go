package classify

import "testing"

// First run at 20892090: 20/24 overall, 8/10 tricky.
func TestIndependentCases1537(t *testing.T) {
	runIndependent(t, "testdata/independent1537.jsonl", false)
}
