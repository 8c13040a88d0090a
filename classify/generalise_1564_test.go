package classify

import "testing"

// First run at 8bd26229: 30/34 overall, 11/14 tricky.
func TestIndependentCases1564(t *testing.T) {
	runIndependent(t, "testdata/independent1564.jsonl", false)
}
