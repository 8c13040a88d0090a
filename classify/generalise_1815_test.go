package classify

import "testing"

// First run at 8dfd1030: 21/34 overall, 6/14 tricky.
func TestIndependentCases1815(t *testing.T) {
	runIndependent(t, "testdata/independent1815.jsonl", false)
}
