package classify

import "testing"

// First run at ece5a49f: 32/34 overall, 12/14 tricky.
func TestIndependentCases1790(t *testing.T) {
	runIndependent(t, "testdata/independent1790.jsonl", false)
}
