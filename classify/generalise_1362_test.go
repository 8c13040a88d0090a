package classify

import "testing"

// First run at 5da4e73f: 26/34 overall, 12/17 tricky.
func TestIndependentCases1362(t *testing.T) {
	runIndependent(t, "testdata/independent1362.jsonl", false)
}
