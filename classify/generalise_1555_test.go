package classify

import "testing"

// First run at 99b156d7: 26/36 overall, 9/15 tricky.
func TestIndependentCases1555(t *testing.T) {
	runIndependent(t, "testdata/independent1555.jsonl", false)
}
