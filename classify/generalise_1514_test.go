package classify

import "testing"

// First run at d7b8133f: 17/24 overall, 8/14 tricky.
func TestIndependentCases1514(t *testing.T) {
	runIndependent(t, "testdata/independent1514.jsonl", false)
}
