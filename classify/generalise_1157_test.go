package classify

import "testing"

// First run at 7c29040b: 25/30 overall, 9/14 tricky.
func TestIndependentCases1157(t *testing.T) {
	runIndependent(t, "testdata/independent1157.jsonl", false)
}
