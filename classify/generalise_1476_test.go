package classify

import "testing"

// First run at 73189abf: 30/34 overall, 14/16 tricky.
func TestIndependentCases1476(t *testing.T) {
	runIndependent(t, "testdata/independent1476.jsonl", false)
}
