package classify

import "testing"

// First run at 37317b83: 26/36 overall, 9/18 tricky.
func TestIndependentCases1640(t *testing.T) {
	runIndependent(t, "testdata/independent1640.jsonl", false)
}
