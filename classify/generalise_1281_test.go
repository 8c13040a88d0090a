package classify

import "testing"

// First run at b733a097: 34/40 overall, 15/20 tricky.
func TestIndependentCases1281(t *testing.T) {
	runIndependent(t, "testdata/independent1281.jsonl", false)
}
