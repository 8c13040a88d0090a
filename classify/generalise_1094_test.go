package classify

import "testing"

// First run at 9ed23345: 31/32 overall, 19/20 tricky.
func TestIndependentCases1094(t *testing.T) {
	runIndependent(t, "testdata/independent1094.jsonl", false)
}
