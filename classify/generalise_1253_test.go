package classify

import "testing"

// First run at eed3a6c4: 25/29 overall, 10/13 tricky.
func TestIndependentCases1253(t *testing.T) {
	runIndependent(t, "testdata/independent1253.jsonl", false)
}
