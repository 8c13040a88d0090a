package classify

import "testing"

// First run at d2e41b09: 12/34 overall, 1/16 tricky.
func TestIndependentCases1741(t *testing.T) {
	runIndependent(t, "testdata/independent1741.jsonl", false)
}
