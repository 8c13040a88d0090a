package classify

import "testing"

// First run at c59a2152: 33/36 overall, 17/19 tricky.
func TestIndependentCases1708(t *testing.T) {
	runIndependent(t, "testdata/independent1708.jsonl", false)
}
