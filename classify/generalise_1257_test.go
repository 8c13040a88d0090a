package classify

import "testing"

// First run at 77519129: 30/38 overall, 11/17 tricky.
func TestIndependentCases1257(t *testing.T) {
	runIndependent(t, "testdata/independent1257.jsonl", false)
}
