package classify

import "testing"

// First run at 22c52b85: 11/34 overall, 3/18 tricky.
func TestIndependentCases1533(t *testing.T) {
	runIndependent(t, "testdata/independent1533.jsonl", false)
}
