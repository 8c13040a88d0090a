package classify

import "testing"

// First run at 2704baea: 27/36 overall, 14/21 tricky.
func TestIndependentCases1456(t *testing.T) {
	runIndependent(t, "testdata/independent1456.jsonl", false)
}
