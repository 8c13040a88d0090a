package classify

import "testing"

// First run at 681a2ac6: 20/32 overall, 6/15 tricky.
func TestIndependentCases1189(t *testing.T) {
	runIndependent(t, "testdata/independent1189.jsonl", false)
}
