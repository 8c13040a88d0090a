package classify

import "testing"

// First run at 22e7dc89: 30/40 overall, 8/17 tricky.
func TestIndependentCases1164(t *testing.T) {
	runIndependent(t, "testdata/independent1164.jsonl", false)
}
