package classify

import "testing"

// First run at 98004c43: 30/34 overall, 15/18 tricky.
func TestIndependentCases1501(t *testing.T) {
	runIndependent(t, "testdata/independent1501.jsonl", false)
}
