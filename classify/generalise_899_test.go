package classify

import "testing"

// First run at 07f7ba55: 32/36 overall, 13/16 tricky.
func TestIndependentCases899(t *testing.T) {
	runIndependent(t, "testdata/independent899.jsonl", false)
}
