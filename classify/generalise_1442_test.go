package classify

import "testing"

// First run at 6e30919f: 32/34 overall, 13/15 tricky.
func TestIndependentCases1442(t *testing.T) {
	runIndependent(t, "testdata/independent1442.jsonl", false)
}
