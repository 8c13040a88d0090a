package classify

import "testing"

// First run at 552d55cc: 32/36 overall, 12/16 tricky.
func TestIndependentCases1570(t *testing.T) {
	runIndependent(t, "testdata/independent1570.jsonl", false)
}
