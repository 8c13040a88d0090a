package classify

import "testing"

// First run at 049e4ce0: 32/32 overall, 20/20 tricky.
func TestIndependentCases1000(t *testing.T) {
	runIndependent(t, "testdata/independent1000.jsonl", true)
}
