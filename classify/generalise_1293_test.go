package classify

import "testing"

// First run at b5ab3aad: 27/32 overall, 10/15 tricky.
func TestIndependentCases1293(t *testing.T) {
	runIndependent(t, "testdata/independent1293.jsonl", false)
}
