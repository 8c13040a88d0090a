package classify

import "testing"

// First run at c5e0ab95: 30/32 overall, 16/17 tricky.
func TestIndependentCases962(t *testing.T) {
	runIndependent(t, "testdata/independent962.jsonl", false)
}
