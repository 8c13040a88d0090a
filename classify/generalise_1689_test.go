package classify

import "testing"

// First run at 4590bfd4: 26/36 overall, 8/16 tricky.
func TestIndependentCases1689(t *testing.T) {
	runIndependent(t, "testdata/independent1689.jsonl", false)
}
