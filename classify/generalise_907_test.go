package classify

import "testing"

// First run at 387fcffe: 28/32 overall, 14/18 tricky.
func TestIndependentCases907(t *testing.T) {
	runIndependent(t, "testdata/independent907.jsonl", false)
}
