package classify

import "testing"

// First run at 6d3e241b: 31/36 overall, 11/16 tricky.
func TestIndependentCases1716(t *testing.T) {
	runIndependent(t, "testdata/independent1716.jsonl", false)
}
