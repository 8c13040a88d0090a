package classify

import "testing"

// First run at 272565f2: 32/32 overall, 16/16 tricky.
func TestIndependentCases1105(t *testing.T) {
	runIndependent(t, "testdata/independent1105.jsonl", true)
}
