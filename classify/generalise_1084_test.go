package classify

import "testing"

// First run at 28253390: 32/35 overall, 14/16 tricky.
func TestIndependentCases1084(t *testing.T) {
	runIndependent(t, "testdata/independent1084.jsonl", false)
}
