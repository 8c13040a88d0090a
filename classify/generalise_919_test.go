package classify

import "testing"

// First run at 26272e9f: 28/30 overall, 15/16 tricky.
func TestIndependentCases919(t *testing.T) {
	runIndependent(t, "testdata/independent919.jsonl", false)
}
