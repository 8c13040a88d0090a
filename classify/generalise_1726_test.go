package classify

import "testing"

// First run at beb99d42: 17/36 overall, 6/19 tricky.
func TestIndependentCases1726(t *testing.T) {
	runIndependent(t, "testdata/independent1726.jsonl", false)
}
