package classify

import "testing"

// First run at 5973c992: 25/28 overall, 14/17 tricky.
func TestIndependentCases1106(t *testing.T) {
	runIndependent(t, "testdata/independent1106.jsonl", false)
}
