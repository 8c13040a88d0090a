package classify

import "testing"

// First run at b11e8c2e: 25/34 overall, 12/21 tricky.
func TestIndependentCases1502(t *testing.T) {
	runIndependent(t, "testdata/independent1502.jsonl", false)
}
