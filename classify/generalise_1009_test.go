package classify

import "testing"

// First run at 7845378e: 26/32 overall, 11/16 tricky.
func TestIndependentCases1009(t *testing.T) {
	runIndependent(t, "testdata/independent1009.jsonl", false)
}
