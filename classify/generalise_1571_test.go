package classify

import "testing"

// First run at f0a8490c: 28/36 overall, 6/14 tricky.
func TestIndependentCases1571(t *testing.T) {
	runIndependent(t, "testdata/independent1571.jsonl", false)
}
