package classify

import "testing"

// First run at f87b8f96: 26/30 overall, 12/14 tricky.
func TestIndependentCases894(t *testing.T) {
	runIndependent(t, "testdata/independent894.jsonl", false)
}
