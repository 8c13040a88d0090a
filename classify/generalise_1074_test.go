package classify

import "testing"

// First run at 25029a21: 32/32 overall, 22/22 tricky.
func TestIndependentCases1074(t *testing.T) {
	runIndependent(t, "testdata/independent1074.jsonl", true)
}
