package classify

import "testing"

// First run at 2bb1a869: 31/34 overall, 11/14 tricky.
func TestIndependentCases1779(t *testing.T) {
	runIndependent(t, "testdata/independent1779.jsonl", false)
}
