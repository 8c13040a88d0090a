package classify

import "testing"

// First run at 6b1d62a2: 20/31 overall, 7/16 tricky.
func TestIndependentCases1225(t *testing.T) {
	runIndependent(t, "testdata/independent1225.jsonl", false)
}
