package classify

import "testing"

// First run at 9f5466bd: 32/32 overall, 18/18 tricky.
func TestIndependentCases1149(t *testing.T) {
	runIndependent(t, "testdata/independent1149.jsonl", true)
}
