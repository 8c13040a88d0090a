package classify

import "testing"

// First run at cb76e6f4: 23/35 overall, 13/22 tricky.
func TestIndependentCases1272(t *testing.T) {
	runIndependent(t, "testdata/independent1272.jsonl", false)
}
