package classify

import "testing"

// First run at 61fb78fc: 30/32 overall, 23/25 tricky.
func TestIndependentCases1083(t *testing.T) {
	runIndependent(t, "testdata/independent1083.jsonl", false)
}
