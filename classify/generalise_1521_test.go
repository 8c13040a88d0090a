package classify

import "testing"

// First run at e2225828: 24/34 overall, 10/16 tricky.
func TestIndependentCases1521(t *testing.T) {
	runIndependent(t, "testdata/independent1521.jsonl", false)
}
