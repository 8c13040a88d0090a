package classify

import "testing"

// First run at 4a984540: 24/30 overall, 13/18 tricky.
func TestIndependentCases1238(t *testing.T) {
	runIndependent(t, "testdata/independent1238.jsonl", false)
}
