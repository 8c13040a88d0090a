package classify

import "testing"

// First run at 4dff3773: 27/36 overall, 8/17 tricky.
func TestIndependentCases1498(t *testing.T) {
	runIndependent(t, "testdata/independent1498.jsonl", false)
}
