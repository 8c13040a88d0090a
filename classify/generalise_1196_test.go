package classify

import "testing"

// First run at 303dd12f: 23/35 overall, 9/18 tricky.
func TestIndependentCases1196(t *testing.T) {
	runIndependent(t, "testdata/independent1196.jsonl", false)
}
