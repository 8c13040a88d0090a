package classify

import "testing"

// First run at f3ed3973: 25/34 overall, 8/16 tricky.
func TestIndependentCases1530(t *testing.T) {
	runIndependent(t, "testdata/independent1530.jsonl", false)
}
