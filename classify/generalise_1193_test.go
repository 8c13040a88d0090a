package classify

import "testing"

// First run at 304a6848: 32/35 overall, 16/19 tricky.
func TestIndependentCases1193(t *testing.T) {
	runIndependent(t, "testdata/independent1193.jsonl", false)
}
