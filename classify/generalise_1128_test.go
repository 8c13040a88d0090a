package classify

import "testing"

// First run at 928b18c5: 30/32 overall, 12/14 tricky.
func TestIndependentCases1128(t *testing.T) {
	runIndependent(t, "testdata/independent1128.jsonl", false)
}
