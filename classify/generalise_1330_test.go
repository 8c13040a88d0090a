package classify

import "testing"

// First run at cb502b56: 33/40 overall, 14/21 tricky.
func TestIndependentCases1330(t *testing.T) {
	runIndependent(t, "testdata/independent1330.jsonl", false)
}
