package classify

import "testing"

// First run at f249024a: 23/32 overall, 6/15 tricky.
func TestIndependentCases1180(t *testing.T) {
	runIndependent(t, "testdata/independent1180.jsonl", false)
}
