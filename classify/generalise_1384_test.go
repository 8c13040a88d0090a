package classify

import "testing"

// First run at 1069d912: 39/40 overall, 25/26 tricky.
func TestIndependentCases1384(t *testing.T) {
	runIndependent(t, "testdata/independent1384.jsonl", false)
}
