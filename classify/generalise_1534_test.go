package classify

import "testing"

// First run at c5ee70be: 29/34 overall, 11/16 tricky.
func TestIndependentCases1534(t *testing.T) {
	runIndependent(t, "testdata/independent1534.jsonl", false)
}
