package classify

import "testing"

// First run at 0403b01d: 28/34 overall, 16/21 tricky.
func TestIndependentCases1552(t *testing.T) {
	runIndependent(t, "testdata/independent1552.jsonl", false)
}
