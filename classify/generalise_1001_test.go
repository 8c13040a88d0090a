package classify

import "testing"

// First run at ce77a7f4: 30/32 overall, 21/22 tricky.
func TestIndependentCases1001(t *testing.T) {
	runIndependent(t, "testdata/independent1001.jsonl", false)
}
