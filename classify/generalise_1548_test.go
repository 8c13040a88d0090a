package classify

import "testing"

// First run at 066b4a78: 22/36 overall, 3/17 tricky.
func TestIndependentCases1548(t *testing.T) {
	runIndependent(t, "testdata/independent1548.jsonl", false)
}
