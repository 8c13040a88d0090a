package classify

import "testing"

// First run at 8bcaa187: 13/24 overall, 6/12 tricky.
func TestIndependentCases1487(t *testing.T) {
	runIndependent(t, "testdata/independent1487.jsonl", false)
}
