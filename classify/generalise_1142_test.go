package classify

import "testing"

// First run at 5e53216d: 29/31 overall, 20/22 tricky.
func TestIndependentCases1142(t *testing.T) {
	runIndependent(t, "testdata/independent1142.jsonl", false)
}
