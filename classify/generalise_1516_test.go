package classify

import "testing"

// First run at 0551e6b2: 19/20 overall, 5/6 tricky.
func TestIndependentCases1516(t *testing.T) {
	runIndependent(t, "testdata/independent1516.jsonl", false)
}
