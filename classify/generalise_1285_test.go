package classify

import "testing"

// First run at 3eb86570: 23/29 overall, 8/14 tricky.
func TestIndependentCases1285(t *testing.T) {
	runIndependent(t, "testdata/independent1285.jsonl", false)
}
