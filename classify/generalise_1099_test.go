package classify

import "testing"

// First run at e1cc7717: 28/30 overall, 15/17 tricky.
func TestIndependentCases1099(t *testing.T) {
	runIndependent(t, "testdata/independent1099.jsonl", false)
}
