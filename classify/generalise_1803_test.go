package classify

import "testing"

// First run at ac8f1b02: 28/36 overall, 13/19 tricky.
func TestIndependentCases1803(t *testing.T) {
	runIndependent(t, "testdata/independent1803.jsonl", false)
}
