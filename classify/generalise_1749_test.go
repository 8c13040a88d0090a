package classify

import "testing"

// First run at 177879a2: 25/34 overall, 9/14 tricky.
func TestIndependentCases1749(t *testing.T) {
	runIndependent(t, "testdata/independent1749.jsonl", false)
}
