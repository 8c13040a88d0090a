package classify

import "testing"

// First run at 04020cb4: 16/36 overall, 4/20 tricky.
func TestIndependentCases1485(t *testing.T) {
	runIndependent(t, "testdata/independent1485.jsonl", false)
}
