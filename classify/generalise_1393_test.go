package classify

import "testing"

// First run at c04b64e2: 34/40 overall, 9/15 tricky.
func TestIndependentCases1393(t *testing.T) {
	runIndependent(t, "testdata/independent1393.jsonl", false)
}
