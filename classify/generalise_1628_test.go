package classify

import "testing"

// First run at da8fcd93: 24/30 overall, 9/14 tricky.
func TestIndependentCases1628(t *testing.T) {
	runIndependent(t, "testdata/independent1628.jsonl", false)
}
