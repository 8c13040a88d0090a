package classify

import "testing"

// First run at 48ad29f8: 23/29 overall, 11/15 tricky.
func TestIndependentCases1294(t *testing.T) {
	runIndependent(t, "testdata/independent1294.jsonl", false)
}
