package classify

import "testing"

// First run at a6e30d48: 30/34 overall, 11/14 tricky.
func TestIndependentCases1761(t *testing.T) {
	runIndependent(t, "testdata/independent1761.jsonl", false)
}
