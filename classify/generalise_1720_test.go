package classify

import "testing"

// First run at 85afccf8: 21/36 overall, 6/15 tricky.
func TestIndependentCases1720(t *testing.T) {
	runIndependent(t, "testdata/independent1720.jsonl", false)
}
