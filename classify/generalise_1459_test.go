package classify

import "testing"

// First run at fd0d7d54: 18/24 overall, 6/12 tricky.
func TestIndependentCases1459(t *testing.T) {
	runIndependent(t, "testdata/independent1459.jsonl", false)
}
