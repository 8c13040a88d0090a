package classify

import "testing"

// First run at 3ca34350: 25/38 overall, 10/19 tricky.
func TestIndependentCases1263(t *testing.T) {
	runIndependent(t, "testdata/independent1263.jsonl", false)
}
