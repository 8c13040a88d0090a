package classify

import "testing"

// First run at afc7e9a7: 26/36 overall, 9/17 tricky.
func TestIndependentCases1694(t *testing.T) {
	runIndependent(t, "testdata/independent1694.jsonl", false)
}
