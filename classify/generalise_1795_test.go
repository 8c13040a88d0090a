package classify

import "testing"

// First run at 427a8b89: 33/36 overall, 15/18 tricky.
func TestIndependentCases1795(t *testing.T) {
	runIndependent(t, "testdata/independent1795.jsonl", false)
}
