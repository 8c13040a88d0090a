package classify

import "testing"

// First run at 9c8559fa: 33/36 overall, 16/19 tricky.
func TestIndependentCases1768(t *testing.T) {
	runIndependent(t, "testdata/independent1768.jsonl", false)
}
