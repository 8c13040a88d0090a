package classify

import "testing"

// First run at 75670d84: 24/36 overall, 7/18 tricky.
func TestIndependentCases1680(t *testing.T) {
	runIndependent(t, "testdata/independent1680.jsonl", false)
}
