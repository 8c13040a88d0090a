package classify

import "testing"

// First run at e0b4deca: 23/36 overall, 9/20 tricky.
func TestIndependentCases1597(t *testing.T) {
	runIndependent(t, "testdata/independent1597.jsonl", false)
}
