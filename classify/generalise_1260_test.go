package classify

import "testing"

// First run at 5f1f4371: 22/37 overall, 4/14 tricky.
func TestIndependentCases1260(t *testing.T) {
	runIndependent(t, "testdata/independent1260.jsonl", false)
}
