package classify

import "testing"

// First run at 0676d9cc: 30/32 overall, 14/16 tricky.
func TestIndependentCases875(t *testing.T) {
	runIndependent(t, "testdata/independent875.jsonl", false)
}
