package classify

import "testing"

// First run at 061c3d7d: 22/28 overall, 12/16 tricky.
func TestIndependentCases1602(t *testing.T) {
	runIndependent(t, "testdata/independent1602.jsonl", false)
}
