package classify

import "testing"

// First run at 9a4df164: 32/34 overall, 16/18 tricky.
func TestIndependentCases876(t *testing.T) {
	runIndependent(t, "testdata/independent876.jsonl", false)
}
