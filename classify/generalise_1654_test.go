package classify

import "testing"

// First run at e9d5a2b7: 24/34 overall, 8/14 tricky.
func TestIndependentCases1654(t *testing.T) {
	runIndependent(t, "testdata/independent1654.jsonl", false)
}
