package classify

import "testing"

// First run at 94b4ad38: 25/30 overall, 7/12 tricky.
func TestIndependentCases1195(t *testing.T) {
	runIndependent(t, "testdata/independent1195.jsonl", false)
}
