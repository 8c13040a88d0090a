package classify

import "testing"

// First run at 203d7c3a: 29/32 overall, 13/16 tricky.
func TestIndependentCases992(t *testing.T) {
	runIndependent(t, "testdata/independent992.jsonl", false)
}
