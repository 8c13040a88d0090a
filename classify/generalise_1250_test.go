package classify

import "testing"

// First run at 82de19ca: 19/30 overall, 5/14 tricky.
func TestIndependentCases1250(t *testing.T) {
	runIndependent(t, "testdata/independent1250.jsonl", false)
}
