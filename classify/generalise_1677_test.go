package classify

import "testing"

// First run at 98853364: 16/34 overall, 4/17 tricky.
func TestIndependentCases1677(t *testing.T) {
	runIndependent(t, "testdata/independent1677.jsonl", false)
}
