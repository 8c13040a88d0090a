package classify

import "testing"

// First run at fc4dd333: 23/36 overall, 5/17 tricky.
func TestIndependentCases1751(t *testing.T) {
	runIndependent(t, "testdata/independent1751.jsonl", false)
}
