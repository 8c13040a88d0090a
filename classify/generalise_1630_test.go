package classify

import "testing"

// First run at eeca62f4: 26/30 overall, 12/16 tricky.
func TestIndependentCases1630(t *testing.T) {
	runIndependent(t, "testdata/independent1630.jsonl", false)
}
