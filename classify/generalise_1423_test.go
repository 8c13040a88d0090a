package classify

import "testing"

// First run at 6d47cb7c: 31/34 overall, 14/17 tricky.
func TestIndependentCases1423(t *testing.T) {
	runIndependent(t, "testdata/independent1423.jsonl", false)
}
