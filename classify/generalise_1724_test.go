package classify

import "testing"

// First run at 7e849b53: 23/36 overall, 7/19 tricky.
func TestIndependentCases1724(t *testing.T) {
	runIndependent(t, "testdata/independent1724.jsonl", false)
}
