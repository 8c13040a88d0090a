package classify

import "testing"

// First run at e4dcd583: 31/34 overall, 13/15 tricky.
func TestIndependentCases1782(t *testing.T) {
	runIndependent(t, "testdata/independent1782.jsonl", false)
}
