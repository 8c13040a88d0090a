package classify

import "testing"

// First run at 7ca00c81: 34/36 overall, 17/19 tricky.
func TestIndependentCases1775(t *testing.T) {
	runIndependent(t, "testdata/independent1775.jsonl", false)
}
