package classify

import "testing"

// First run at e1b19fea: 20/24 overall, 16/20 tricky.
func TestIndependentCases1458(t *testing.T) {
	runIndependent(t, "testdata/independent1458.jsonl", false)
}
