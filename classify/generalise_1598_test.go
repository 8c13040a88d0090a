package classify

import "testing"

// First run at 6fbffc9f: 24/36 overall, 12/21 tricky.
func TestIndependentCases1598(t *testing.T) {
	runIndependent(t, "testdata/independent1598.jsonl", false)
}
