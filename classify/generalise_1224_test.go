package classify

import "testing"

// First run at bbb039d2: 27/32 overall, 10/14 tricky.
func TestIndependentCases1224(t *testing.T) {
	runIndependent(t, "testdata/independent1224.jsonl", false)
}
