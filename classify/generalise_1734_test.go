package classify

import "testing"

// First run at 03085492: 21/34 overall, 4/14 tricky.
func TestIndependentCases1734(t *testing.T) {
	runIndependent(t, "testdata/independent1734.jsonl", false)
}
