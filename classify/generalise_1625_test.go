package classify

import "testing"

// First run at f73e92be: 27/28 overall, 14/15 tricky.
func TestIndependentCases1625(t *testing.T) {
	runIndependent(t, "testdata/independent1625.jsonl", true)
}
