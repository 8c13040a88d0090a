package classify

import "testing"

// First run at 6f78df5b: 14/36 overall, 1/17 tricky.
func TestIndependentCases1374(t *testing.T) {
	runIndependent(t, "testdata/independent1374.jsonl", false)
}
