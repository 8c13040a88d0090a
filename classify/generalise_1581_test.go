package classify

import "testing"

// First run at 53770df2: 25/28 overall, 6/9 tricky.
func TestIndependentCases1581(t *testing.T) {
	runIndependent(t, "testdata/independent1581.jsonl", false)
}
