package classify

import "testing"

// First run at 05600e81: 30/36 overall, 10/16 tricky.
func TestIndependentCases1642(t *testing.T) {
	runIndependent(t, "testdata/independent1642.jsonl", false)
}
