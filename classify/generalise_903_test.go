package classify

import "testing"

// First run at 520a60cf: 29/31 overall, 19/21 tricky.
func TestIndependentCases903(t *testing.T) {
	runIndependent(t, "testdata/independent903.jsonl", false)
}
