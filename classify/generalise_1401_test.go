package classify

import "testing"

// First run at f7f165a2: 34/36 overall, 12/13 tricky.
func TestIndependentCases1401(t *testing.T) {
	runIndependent(t, "testdata/independent1401.jsonl", false)
}
