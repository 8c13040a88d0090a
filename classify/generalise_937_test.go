package classify

import "testing"

// First run at da5ca1a1: 31/31 overall, 24/24 tricky.
func TestIndependentCases937(t *testing.T) {
	runIndependent(t, "testdata/independent937.jsonl", true)
}
