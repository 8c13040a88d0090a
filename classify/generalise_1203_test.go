package classify

import "testing"

// First run at 606bb59d: 31/42 overall, 10/21 tricky.
func TestIndependentCases1203(t *testing.T) {
	runIndependent(t, "testdata/independent1203.jsonl", false)
}
