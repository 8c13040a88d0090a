package classify

import "testing"

// First run at 0a79dc4e: 32/32 overall, 17/17 tricky.
func TestIndependentCases883(t *testing.T) {
	runIndependent(t, "testdata/independent883.jsonl", true)
}
