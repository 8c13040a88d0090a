package classify

import "testing"

// First run at 27063dd1: 30/33 overall, 15/18 tricky.
func TestIndependentCases1110(t *testing.T) {
	runIndependent(t, "testdata/independent1110.jsonl", false)
}
