package classify

import "testing"

// First run at eb307e7b: 23/31 overall, 7/12 tricky.
func TestIndependentCases1331(t *testing.T) {
	runIndependent(t, "testdata/independent1331.jsonl", false)
}
