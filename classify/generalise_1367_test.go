package classify

import "testing"

// First run at 9b43f62b: 31/36 overall, 13/16 tricky.
func TestIndependentCases1367(t *testing.T) {
	runIndependent(t, "testdata/independent1367.jsonl", false)
}
