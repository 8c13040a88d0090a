package classify

import "testing"

// First run at f3b66b1f: 30/30 overall, 14/14 tricky.
func TestIndependentCases1021(t *testing.T) {
	runIndependent(t, "testdata/independent1021.jsonl", true)
}
