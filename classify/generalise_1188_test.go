package classify

import "testing"

// First run at 477ed260: 28/33 overall, 8/13 tricky.
func TestIndependentCases1188(t *testing.T) {
	runIndependent(t, "testdata/independent1188.jsonl", false)
}
