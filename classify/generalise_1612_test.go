package classify

import "testing"

// First run at 94bfd1e2: 22/36 overall, 6/18 tricky.
func TestIndependentCases1612(t *testing.T) {
	runIndependent(t, "testdata/independent1612.jsonl", false)
}
