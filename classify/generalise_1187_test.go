package classify

import "testing"

// First run at 82036acc: 29/32 overall, 10/13 tricky.
func TestIndependentCases1187(t *testing.T) {
	runIndependent(t, "testdata/independent1187.jsonl", false)
}
