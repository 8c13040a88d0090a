package classify

import "testing"

// First run at e207fae3: 31/36 overall, 16/21 tricky.
func TestIndependentCases1165(t *testing.T) {
	runIndependent(t, "testdata/independent1165.jsonl", false)
}
