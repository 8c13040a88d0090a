package classify

import "testing"

// First run at eb7470c8: 29/31 overall, 12/14 tricky.
func TestIndependentCases1114(t *testing.T) {
	runIndependent(t, "testdata/independent1114.jsonl", false)
}
