package classify

import "testing"

// First run at 538d7c81: 29/31 overall, 12/14 tricky.
func TestIndependentCases910(t *testing.T) {
	runIndependent(t, "testdata/independent910.jsonl", false)
}
