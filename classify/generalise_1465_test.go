package classify

import "testing"

// First run at 299c126c: 29/34 overall, 10/15 tricky.
func TestIndependentCases1465(t *testing.T) {
	runIndependent(t, "testdata/independent1465.jsonl", false)
}
