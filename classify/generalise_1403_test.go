package classify

import "testing"

// First run at 8cee825b: 22/24 overall, 15/15 tricky.
func TestIndependentCases1403(t *testing.T) {
	runIndependent(t, "testdata/independent1403.jsonl", false)
}
