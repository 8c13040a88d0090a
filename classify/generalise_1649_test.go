package classify

import "testing"

// First run at fe553d5f: 27/36 overall, 7/15 tricky.
func TestIndependentCases1649(t *testing.T) {
	runIndependent(t, "testdata/independent1649.jsonl", false)
}
