package classify

import "testing"

// First run at 7517ce57: 32/36 overall, 13/17 tricky.
func TestIndependentCases1356(t *testing.T) {
	runIndependent(t, "testdata/independent1356.jsonl", false)
}
