package classify

import "testing"

// First run at f7c97e8d: 31/35 overall, 15/18 tricky.
func TestIndependentCases1197(t *testing.T) {
	runIndependent(t, "testdata/independent1197.jsonl", false)
}
