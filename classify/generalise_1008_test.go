package classify

import "testing"

// First run at 8be9a7f5: 32/32 overall, 22/22 tricky.
func TestIndependentCases1008(t *testing.T) {
	runIndependent(t, "testdata/independent1008.jsonl", true)
}
