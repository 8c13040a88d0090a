package classify

import "testing"

// First run at 38e4f74a: 26/30 overall, 9/13 tricky.
func TestIndependentCases1218(t *testing.T) {
	runIndependent(t, "testdata/independent1218.jsonl", false)
}
