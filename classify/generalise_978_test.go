package classify

import "testing"

// First run at 10944076: 27/31 overall, 11/14 tricky.
func TestIndependentCases978(t *testing.T) {
	runIndependent(t, "testdata/independent978.jsonl", false)
}
