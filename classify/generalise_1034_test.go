package classify

import "testing"

// First run at d677e9d5: 29/31 overall, 21/23 tricky.
func TestIndependentCases1034(t *testing.T) {
	runIndependent(t, "testdata/independent1034.jsonl", false)
}
