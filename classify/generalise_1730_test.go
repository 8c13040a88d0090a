package classify

import "testing"

// First run at 72b326f2: 16/33 overall, 6/14 tricky.
func TestIndependentCases1730(t *testing.T) {
	runIndependent(t, "testdata/independent1730.jsonl", false)
}
