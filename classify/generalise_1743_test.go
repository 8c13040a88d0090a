package classify

import "testing"

// First run at 7954785e: 30/36 overall, 9/15 tricky.
func TestIndependentCases1743(t *testing.T) {
	runIndependent(t, "testdata/independent1743.jsonl", false)
}
