package classify

import "testing"

// First run at 09b411f9: 32/32 overall, 21/21 tricky.
func TestIndependentCases1152(t *testing.T) {
	runIndependent(t, "testdata/independent1152.jsonl", true)
}
