package classify

import "testing"

// First run at 8f9309b2: 31/32 overall, 15/16 tricky.
func TestIndependentCases1010(t *testing.T) {
	runIndependent(t, "testdata/independent1010.jsonl", false)
}
