package classify

import "testing"

// First run at 2ec4944d: 23/23 overall, 10/10 tricky.
func TestIndependentCases878(t *testing.T) {
	runIndependent(t, "testdata/independent878.jsonl", true)
}
