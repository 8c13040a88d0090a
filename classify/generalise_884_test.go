package classify

import "testing"

// First run at ec0bcdf1: 29/31 overall, 12/14 tricky.
func TestIndependentCases884(t *testing.T) {
	runIndependent(t, "testdata/independent884.jsonl", false)
}
