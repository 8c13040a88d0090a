package classify

import "testing"

// First run at 6ab84231: 24/34 overall, 10/17 tricky.
func TestIndependentCases1643(t *testing.T) {
	runIndependent(t, "testdata/independent1643.jsonl", false)
}
