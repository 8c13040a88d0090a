package classify

import "testing"

// First run at d3b6a7c3: 30/32 overall, 15/17 tricky.
func TestIndependentCases984(t *testing.T) {
	runIndependent(t, "testdata/independent984.jsonl", false)
}
