package classify

import "testing"

// First run at 81e64612: 28/32 overall, 15/19 tricky.
func TestIndependentCases1177(t *testing.T) {
	runIndependent(t, "testdata/independent1177.jsonl", false)
}
