package classify

import "testing"

// First run at cb6198ac: 32/32 overall, 19/19 tricky.
func TestIndependentCases1038(t *testing.T) {
	runIndependent(t, "testdata/independent1038.jsonl", true)
}
