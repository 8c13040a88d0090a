package classify

import "testing"

// First run at 4c428eb1: 27/36 overall, 13/20 tricky.
func TestIndependentCases1801(t *testing.T) {
	runIndependent(t, "testdata/independent1801.jsonl", false)
}
