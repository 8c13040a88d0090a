package classify

import "testing"

// First run at 9df5987f: 26/32 overall, 9/15 tricky.
func TestIndependentCases1290(t *testing.T) {
	runIndependent(t, "testdata/independent1290.jsonl", false)
}
