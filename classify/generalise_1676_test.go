package classify

import "testing"

// First run at 7cfcd0ae: 25/34 overall, 9/15 tricky.
func TestIndependentCases1676(t *testing.T) {
	runIndependent(t, "testdata/independent1676.jsonl", false)
}
