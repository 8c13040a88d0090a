package classify

import "testing"

// First run at 7855c9a9: 17/36 overall, 2/19 tricky.
func TestIndependentCases1671(t *testing.T) {
	runIndependent(t, "testdata/independent1671.jsonl", false)
}
