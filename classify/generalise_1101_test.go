package classify

import "testing"

// First run at 8815660d: 32/32 overall, 20/20 tricky.
func TestIndependentCases1101(t *testing.T) {
	runIndependent(t, "testdata/independent1101.jsonl", true)
}
