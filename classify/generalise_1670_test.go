package classify

import "testing"

// First run at 66a7637c: 24/34 overall, 10/18 tricky.
func TestIndependentCases1670(t *testing.T) {
	runIndependent(t, "testdata/independent1670.jsonl", false)
}
