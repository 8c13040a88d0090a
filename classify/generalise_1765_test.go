package classify

import "testing"

// First run at 7d482db2: 34/34 overall, 12/12 tricky.
func TestIndependentCases1765(t *testing.T) {
	runIndependent(t, "testdata/independent1765.jsonl", true)
}
