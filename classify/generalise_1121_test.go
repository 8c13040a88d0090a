package classify

import "testing"

// First run at a454eb46: 31/31 overall, 25/25 tricky.
func TestIndependentCases1121(t *testing.T) {
	runIndependent(t, "testdata/independent1121.jsonl", true)
}
