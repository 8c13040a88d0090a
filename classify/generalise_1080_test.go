package classify

import "testing"

// First run at 6974e9d8: 27/30 overall, 11/14 tricky.
func TestIndependentCases1080(t *testing.T) {
	runIndependent(t, "testdata/independent1080.jsonl", false)
}
