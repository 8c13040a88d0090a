package classify

import "testing"

// First run at 8947fc94: 18/36 overall, 9/19 tricky.
func TestIndependentCases1622(t *testing.T) {
	runIndependent(t, "testdata/independent1622.jsonl", false)
}
