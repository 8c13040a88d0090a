package classify

import "testing"

// First run at 24354577: 32/34 overall, 12/14 tricky.
func TestIndependentCases1527(t *testing.T) {
	runIndependent(t, "testdata/independent1527.jsonl", false)
}
