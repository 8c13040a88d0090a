package classify

import "testing"

// First run at 391be351: 23/36 overall, 17/29 tricky.
func TestIndependentCases1477(t *testing.T) {
	runIndependent(t, "testdata/independent1477.jsonl", false)
}
