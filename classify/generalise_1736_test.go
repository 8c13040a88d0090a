package classify

import "testing"

// First run at a63f09ee: 18/36 overall, 6/17 tricky.
func TestIndependentCases1736(t *testing.T) {
	runIndependent(t, "testdata/independent1736.jsonl", false)
}
