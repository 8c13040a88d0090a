package classify

import "testing"

// First run at 199bd3a0: 28/34 overall, 8/13 tricky.
func TestIndependentCases1208(t *testing.T) {
	runIndependent(t, "testdata/independent1208.jsonl", false)
}
