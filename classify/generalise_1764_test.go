package classify

import "testing"

// First run at 70fbd51e: 35/36 overall, 15/16 tricky.
func TestIndependentCases1764(t *testing.T) {
	runIndependent(t, "testdata/independent1764.jsonl", false)
}
