package classify

import "testing"

// First run at fcd5e7a0: 29/30 overall, 8/9 tricky.
func TestIndependentCases1255(t *testing.T) {
	runIndependent(t, "testdata/independent1255.jsonl", false)
}
