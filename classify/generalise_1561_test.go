package classify

import "testing"

// First run at df64b8f4: 18/24 overall, 8/12 tricky.
func TestIndependentCases1561(t *testing.T) {
	runIndependent(t, "testdata/independent1561.jsonl", false)
}
