package classify

import "testing"

// First run at 9bad026c: 23/32 overall, 12/20 tricky.
func TestIndependentCases1134(t *testing.T) {
	runIndependent(t, "testdata/independent1134.jsonl", false)
}
