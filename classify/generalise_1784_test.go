package classify

import "testing"

// First run at ddbd081c: 26/36 overall, 10/19 tricky.
func TestIndependentCases1784(t *testing.T) {
	runIndependent(t, "testdata/independent1784.jsonl", false)
}
