package classify

import "testing"

// First run at b8304601: 30/30 overall, 18/18 tricky.
func TestIndependentCases1013(t *testing.T) {
	runIndependent(t, "testdata/independent1013.jsonl", true)
}
