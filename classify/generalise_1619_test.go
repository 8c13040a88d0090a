package classify

import "testing"

// First run at 9819fc78: 34/34 overall, 14/14 tricky.
func TestIndependentCases1619(t *testing.T) {
	runIndependent(t, "testdata/independent1619.jsonl", false)
}
