package classify

import "testing"

// First run at 82be00b4: 22/34 overall, 10/17 tricky.
func TestIndependentCases1740(t *testing.T) {
	runIndependent(t, "testdata/independent1740.jsonl", false)
}
