package classify

import "testing"

// First run at 7a14dce9: 26/34 overall, 11/18 tricky.
func TestIndependentCases1408(t *testing.T) {
	runIndependent(t, "testdata/independent1408.jsonl", false)
}
