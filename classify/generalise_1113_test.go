package classify

import "testing"

// First run at 7f729545: 32/32 overall, 21/21 tricky.
func TestIndependentCases1113(t *testing.T) {
	runIndependent(t, "testdata/independent1113.jsonl", true)
}
