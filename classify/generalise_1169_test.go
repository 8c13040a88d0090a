package classify

import "testing"

// First run at 6174fa33: 30/32 overall, 14/15 tricky.
func TestIndependentCases1169(t *testing.T) {
	runIndependent(t, "testdata/independent1169.jsonl", false)
}
