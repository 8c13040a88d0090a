package classify

import "testing"

// First run at a84576c6: 26/34 overall, 12/20 tricky.
func TestIndependentCases1286(t *testing.T) {
	runIndependent(t, "testdata/independent1286.jsonl", false)
}
