package classify

import "testing"

// First run at 9b4800e9: 19/24 overall, 7/11 tricky.
func TestIndependentCases1462(t *testing.T) {
	runIndependent(t, "testdata/independent1462.jsonl", false)
}
