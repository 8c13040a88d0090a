package classify

import "testing"

// First run at e5cf9a83: 28/30 overall, 15/17 tricky.
func TestIndependentCases1154(t *testing.T) {
	runIndependent(t, "testdata/independent1154.jsonl", false)
}
