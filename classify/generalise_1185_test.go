package classify

import "testing"

// First run at 34693238: 28/36 overall, 11/19 tricky.
func TestIndependentCases1185(t *testing.T) {
	runIndependent(t, "testdata/independent1185.jsonl", false)
}
