package classify

import "testing"

// First run at b82f6757: 19/28 overall, 2/10 tricky.
func TestIndependentCases1302(t *testing.T) {
	runIndependent(t, "testdata/independent1302.jsonl", false)
}
