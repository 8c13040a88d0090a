package classify

import "testing"

// First run at 76a216ef: 34/36 overall, 14/16 tricky.
func TestIndependentCases1366(t *testing.T) {
	runIndependent(t, "testdata/independent1366.jsonl", false)
}
