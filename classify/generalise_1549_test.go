package classify

import "testing"

// First run at c5f4a35d: 27/34 overall, 12/17 tricky.
func TestIndependentCases1549(t *testing.T) {
	runIndependent(t, "testdata/independent1549.jsonl", false)
}
