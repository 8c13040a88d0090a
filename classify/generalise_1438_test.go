package classify

import "testing"

// First run at 1589a21f: 32/36 overall, 14/18 tricky.
func TestIndependentCases1438(t *testing.T) {
	runIndependent(t, "testdata/independent1438.jsonl", false)
}
