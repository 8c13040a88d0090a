package classify

import "testing"

// First run at 69079efb: 31/31 overall, 21/21 tricky.
func TestIndependentCases974(t *testing.T) {
	runIndependent(t, "testdata/independent974.jsonl", true)
}
