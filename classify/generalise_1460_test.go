package classify

import "testing"

// First run at d32f7ec6: 19/24 overall, 9/12 tricky.
func TestIndependentCases1460(t *testing.T) {
	runIndependent(t, "testdata/independent1460.jsonl", false)
}
