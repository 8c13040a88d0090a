package classify

import "testing"

// First run at 04f914df: 22/35 overall, 7/17 tricky.
func TestIndependentCases1319(t *testing.T) {
	runIndependent(t, "testdata/independent1319.jsonl", false)
}
