package classify

import "testing"

// First run at 364cd901: 27/32 overall, 15/19 tricky.
func TestIndependentCases1397(t *testing.T) {
	runIndependent(t, "testdata/independent1397.jsonl", false)
}
