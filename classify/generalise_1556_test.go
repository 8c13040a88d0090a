package classify

import "testing"

// First run at cb7f04af: 30/36 overall, 6/12 tricky.
func TestIndependentCases1556(t *testing.T) {
	runIndependent(t, "testdata/independent1556.jsonl", false)
}
