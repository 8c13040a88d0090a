package classify

import "testing"

// First run at d69b10f9: 31/32 overall, 18/19 tricky.
func TestIndependentCases898(t *testing.T) {
	runIndependent(t, "testdata/independent898.jsonl", false)
}
