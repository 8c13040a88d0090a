package classify

import "testing"

// First run at d5e83a51: 32/36 overall, 16/20 tricky.
func TestIndependentCases1554(t *testing.T) {
	runIndependent(t, "testdata/independent1554.jsonl", false)
}
