package classify

import "testing"

// First run at d6177c51: 20/36 overall, 3/15 tricky.
func TestIndependentCases1657(t *testing.T) {
	runIndependent(t, "testdata/independent1657.jsonl", false)
}
