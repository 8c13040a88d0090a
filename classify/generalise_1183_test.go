package classify

import "testing"

// First run at 2c362e82: 23/26 overall, 8/9 tricky.
func TestIndependentCases1183(t *testing.T) {
	runIndependent(t, "testdata/independent1183.jsonl", false)
}
