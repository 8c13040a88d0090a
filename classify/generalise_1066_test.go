package classify

import "testing"

// First run at de2b8004: 27/31 overall, 18/22 tricky.
func TestIndependentCases1066(t *testing.T) {
	runIndependent(t, "testdata/independent1066.jsonl", false)
}
