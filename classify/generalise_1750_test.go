package classify

import "testing"

// First run at 2f523f4e: 22/36 overall, 7/20 tricky.
func TestIndependentCases1750(t *testing.T) {
	runIndependent(t, "testdata/independent1750.jsonl", false)
}
