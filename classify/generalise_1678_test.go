package classify

import "testing"

// First run at 066f8643: 26/34 overall, 12/17 tricky.
func TestIndependentCases1678(t *testing.T) {
	runIndependent(t, "testdata/independent1678.jsonl", false)
}
