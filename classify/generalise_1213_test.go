package classify

import "testing"

// First run at 38b80734: 29/32 overall, 15/18 tricky.
func TestIndependentCases1213(t *testing.T) {
	runIndependent(t, "testdata/independent1213.jsonl", false)
}
