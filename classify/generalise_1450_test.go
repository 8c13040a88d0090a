package classify

import "testing"

// First run at e419004b: 28/34 overall, 13/18 tricky.
func TestIndependentCases1450(t *testing.T) {
	runIndependent(t, "testdata/independent1450.jsonl", false)
}
