package classify

import "testing"

// First run at aed0b475: 21/24 overall, 7/9 tricky.
func TestIndependentCases1558(t *testing.T) {
	runIndependent(t, "testdata/independent1558.jsonl", false)
}
