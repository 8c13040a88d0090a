package classify

import "testing"

// First run at 562dd8af: 31/32 overall, 18/19 tricky.
func TestIndependentCases1032(t *testing.T) {
	runIndependent(t, "testdata/independent1032.jsonl", true)
}
