package classify

import "testing"

// First run at befce803: 23/30 overall, 8/14 tricky.
func TestIndependentCases1276(t *testing.T) {
	runIndependent(t, "testdata/independent1276.jsonl", false)
}
