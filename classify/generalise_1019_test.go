package classify

import "testing"

// First run at 82b19ea4: 32/32 overall, 23/23 tricky.
func TestIndependentCases1019(t *testing.T) {
	runIndependent(t, "testdata/independent1019.jsonl", true)
}
