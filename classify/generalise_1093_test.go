package classify

import "testing"

// First run at f1ed4d4d: 30/30 overall, 22/22 tricky.
func TestIndependentCases1093(t *testing.T) {
	runIndependent(t, "testdata/independent1093.jsonl", true)
}
