package classify

import "testing"

// First run at b1f389ca: 31/32 overall, 16/17 tricky.
func TestIndependentCases1248(t *testing.T) {
	runIndependent(t, "testdata/independent1248.jsonl", false)
}
