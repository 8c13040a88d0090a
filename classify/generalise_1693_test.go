package classify

import "testing"

// First run at fa23ada0: 19/34 overall, 4/15 tricky.
func TestIndependentCases1693(t *testing.T) {
	runIndependent(t, "testdata/independent1693.jsonl", false)
}
