package classify

import "testing"

// First run at 08f0007f: 30/32 overall, 15/17 tricky.
func TestIndependentCases1040(t *testing.T) {
	runIndependent(t, "testdata/independent1040.jsonl", false)
}
