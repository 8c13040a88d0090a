package classify

import "testing"

// First run at 8045de0b: 24/33 overall, 7/14 tricky.
func TestIndependentCases1322(t *testing.T) {
	runIndependent(t, "testdata/independent1322.jsonl", false)
}
