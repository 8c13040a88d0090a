package classify

import "testing"

// First run at f4461bc8: 29/34 overall, 11/16 tricky.
func TestIndependentCases1440(t *testing.T) {
	runIndependent(t, "testdata/independent1440.jsonl", false)
}
