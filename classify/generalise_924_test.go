package classify

import "testing"

// First run at 78c7235c: 22/27 overall, 10/15 tricky.
func TestIndependentCases924(t *testing.T) {
	runIndependent(t, "testdata/independent924.jsonl", false)
}
