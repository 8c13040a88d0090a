package classify

import "testing"

// First run at 8094124c: 29/36 overall, 11/16 tricky.
func TestIndependentCases1446(t *testing.T) {
	runIndependent(t, "testdata/independent1446.jsonl", false)
}
