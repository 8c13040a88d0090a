package classify

import "testing"

// First run at ab1525b6: 25/36 overall, 7/17 tricky.
func TestIndependentCases1718(t *testing.T) {
	runIndependent(t, "testdata/independent1718.jsonl", false)
}
