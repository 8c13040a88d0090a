package classify

import "testing"

// First run at 18440d1b: 22/32 overall, 8/18 tricky.
func TestIndependentCases1400(t *testing.T) {
	runIndependent(t, "testdata/independent1400.jsonl", false)
}
