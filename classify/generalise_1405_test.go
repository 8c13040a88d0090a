package classify

import "testing"

// First run at 85763955: 24/24 overall, 16/16 tricky.
func TestIndependentCases1405(t *testing.T) {
	runIndependent(t, "testdata/independent1405.jsonl", false)
}
