package classify

import "testing"

// First run at 3363de0e: 19/26 overall, 5/11 tricky.
func TestIndependentCases1633(t *testing.T) {
	runIndependent(t, "testdata/independent1633.jsonl", false)
}
