package classify

import "testing"

// First run at f2265cab: 26/34 overall, 7/10 tricky.
func TestIndependentCases1494(t *testing.T) {
	runIndependent(t, "testdata/independent1494.jsonl", false)
}
