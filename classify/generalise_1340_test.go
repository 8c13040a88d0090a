package classify

import "testing"

// First run at fdd9fcfd: 13/33 overall, 4/17 tricky.
func TestIndependentCases1340(t *testing.T) {
	runIndependent(t, "testdata/independent1340.jsonl", false)
}
