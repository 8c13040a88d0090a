package classify

import "testing"

// First run at ad92eede: 29/30 overall, 18/19 tricky.
func TestIndependentCases1003(t *testing.T) {
	runIndependent(t, "testdata/independent1003.jsonl", false)
}
