package classify

import "testing"

// First run at 37db16df: 21/30 overall, 10/18 tricky.
func TestIndependentCases888(t *testing.T) {
	runIndependent(t, "testdata/independent888.jsonl", false)
}
