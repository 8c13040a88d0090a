package classify

import "testing"

// First run at 75633708: 31/32 overall, 22/23 tricky.
func TestIndependentCases1112(t *testing.T) {
	runIndependent(t, "testdata/independent1112.jsonl", false)
}
