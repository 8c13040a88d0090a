package classify

import "testing"

// First run at ef0848a8: 20/28 overall, 6/12 tricky.
func TestIndependentCases1626(t *testing.T) {
	runIndependent(t, "testdata/independent1626.jsonl", false)
}
