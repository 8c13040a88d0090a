package classify

import "testing"

// First run at a40b72c8: 25/29 overall, 10/14 tricky.
func TestIndependentCases1155(t *testing.T) {
	runIndependent(t, "testdata/independent1155.jsonl", false)
}
