package classify

import "testing"

// First run at a51bf2c3: 29/34 overall, 8/13 tricky.
func TestIndependentCases1434(t *testing.T) {
	runIndependent(t, "testdata/independent1434.jsonl", false)
}
