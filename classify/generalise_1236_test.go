package classify

import "testing"

// First run at d3730f8f: 33/34 overall, 17/18 tricky.
func TestIndependentCases1236(t *testing.T) {
	runIndependent(t, "testdata/independent1236.jsonl", true)
}
