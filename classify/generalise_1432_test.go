package classify

import "testing"

// First run at bab70896: 34/34 overall, 8/8 tricky.
func TestIndependentCases1432(t *testing.T) {
	runIndependent(t, "testdata/independent1432.jsonl", true)
}
