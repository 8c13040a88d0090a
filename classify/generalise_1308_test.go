package classify

import "testing"

// First run at 11d910a0: 16/37 overall, 4/18 tricky.
func TestIndependentCases1308(t *testing.T) {
	runIndependent(t, "testdata/independent1308.jsonl", false)
}
