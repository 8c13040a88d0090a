package classify

import "testing"

// First run at 2ae9a4d2: 16/32 overall, 6/18 tricky.
func TestIndependentCases1328(t *testing.T) {
	runIndependent(t, "testdata/independent1328.jsonl", false)
}
