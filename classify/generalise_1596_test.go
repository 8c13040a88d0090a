package classify

import "testing"

// First run at a90de87f: 29/34 overall, 7/12 tricky.
func TestIndependentCases1596(t *testing.T) {
	runIndependent(t, "testdata/independent1596.jsonl", false)
}
