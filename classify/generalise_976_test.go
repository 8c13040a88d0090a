package classify

import "testing"

// First run at 55bea715: 29/32 overall, 13/16 tricky.
func TestIndependentCases976(t *testing.T) {
	runIndependent(t, "testdata/independent976.jsonl", false)
}
