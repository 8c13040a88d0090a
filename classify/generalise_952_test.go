package classify

import "testing"

// First run at 5d248029: 27/30 overall, 12/15 tricky.
func TestIndependentCases952(t *testing.T) {
	runIndependent(t, "testdata/independent952.jsonl", false)
}
