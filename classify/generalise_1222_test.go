package classify

import "testing"

// First run at 2ab66a9c: 32/33 overall, 11/12 tricky.
func TestIndependentCases1222(t *testing.T) {
	runIndependent(t, "testdata/independent1222.jsonl", false)
}
