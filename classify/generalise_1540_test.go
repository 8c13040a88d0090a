package classify

import "testing"

// First run at bdb9f997: 16/24 overall, 7/13 tricky.
func TestIndependentCases1540(t *testing.T) {
	runIndependent(t, "testdata/independent1540.jsonl", false)
}
