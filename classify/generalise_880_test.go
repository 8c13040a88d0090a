package classify

import "testing"

// First run at da6070f9: 26/30 overall, 11/15 tricky.
func TestIndependentCases880(t *testing.T) {
	runIndependent(t, "testdata/independent880.jsonl", false)
}
