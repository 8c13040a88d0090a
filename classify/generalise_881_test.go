package classify

import "testing"

// First run at cf902333: 30/30 overall, 18/18 tricky.
func TestIndependentCases881(t *testing.T) {
	runIndependent(t, "testdata/independent881.jsonl", true)
}
