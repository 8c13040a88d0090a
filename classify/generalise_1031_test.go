package classify

import "testing"

// First run at 4989130f: 23/32 overall, 15/23 tricky.
func TestIndependentCases1031(t *testing.T) {
	runIndependent(t, "testdata/independent1031.jsonl", false)
}
