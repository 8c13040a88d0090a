package classify

import "testing"

// First run at 532d2359: 33/34 overall, 13/14 tricky.
func TestIndependentCases1636(t *testing.T) {
	runIndependent(t, "testdata/independent1636.jsonl", false)
}
