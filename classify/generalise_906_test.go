package classify

import "testing"

// First run at 401e024b: 31/32 overall, 26/27 tricky.
func TestIndependentCases906(t *testing.T) {
	runIndependent(t, "testdata/independent906.jsonl", false)
}
