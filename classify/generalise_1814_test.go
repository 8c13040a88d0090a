package classify

import "testing"

// First run at 9253f037: 31/34 overall, 11/14 tricky.
func TestIndependentCases1814(t *testing.T) {
	runIndependent(t, "testdata/independent1814.jsonl", false)
}
