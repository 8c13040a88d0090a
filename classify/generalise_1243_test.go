package classify

import "testing"

// First run at 8850026c: 34/37 overall, 14/15 tricky.
func TestIndependentCases1243(t *testing.T) {
	runIndependent(t, "testdata/independent1243.jsonl", false)
}
