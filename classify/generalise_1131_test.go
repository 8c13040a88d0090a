package classify

import "testing"

// First run at 4490f22f: 26/30 overall, 10/14 tricky.
func TestIndependentCases1131(t *testing.T) {
	runIndependent(t, "testdata/independent1131.jsonl", false)
}
