package classify

import "testing"

// First run at 098a2c9d: 30/38 overall, 9/15 tricky.
func TestIndependentCases1420(t *testing.T) {
	runIndependent(t, "testdata/independent1420.jsonl", false)
}
