package classify

import "testing"

// First run at cabbe0ff: 25/34 overall, 14/20 tricky.
func TestIndependentCases1475(t *testing.T) {
	runIndependent(t, "testdata/independent1475.jsonl", false)
}
