package classify

import "testing"

// First run at ef447410: 25/30 overall, 12/16 tricky.
func TestIndependentCases1078(t *testing.T) {
	runIndependent(t, "testdata/independent1078.jsonl", false)
}
