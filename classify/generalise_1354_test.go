package classify

import "testing"

// First run at df512fdd: 28/38 overall, 8/13 tricky.
func TestIndependentCases1354(t *testing.T) {
	runIndependent(t, "testdata/independent1354.jsonl", false)
}
