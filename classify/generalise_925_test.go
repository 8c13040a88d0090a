package classify

import "testing"

// First run at e05642f5: 29/30 overall, 22/23 tricky.
func TestIndependentCases925(t *testing.T) {
	runIndependent(t, "testdata/independent925.jsonl", false)
}
