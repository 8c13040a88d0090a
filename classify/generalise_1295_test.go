package classify

import "testing"

// First run at b05e47a3: 26/30 overall, 11/15 tricky.
func TestIndependentCases1295(t *testing.T) {
	runIndependent(t, "testdata/independent1295.jsonl", false)
}
