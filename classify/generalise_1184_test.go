package classify

import "testing"

// First run at 999f6cc0: 22/36 overall, 4/14 tricky.
func TestIndependentCases1184(t *testing.T) {
	runIndependent(t, "testdata/independent1184.jsonl", false)
}
