package classify

import "testing"

// First run at 7109efdf: 23/34 overall, 7/18 tricky.
func TestIndependentCases1541(t *testing.T) {
	runIndependent(t, "testdata/independent1541.jsonl", false)
}
