package classify

import "testing"

// First run at afbb8f5d: 19/30 overall, 9/18 tricky.
func TestIndependentCases1582(t *testing.T) {
	runIndependent(t, "testdata/independent1582.jsonl", false)
}
