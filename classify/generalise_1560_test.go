package classify

import "testing"

// First run at 99cc8958: 13/24 overall, 8/18 tricky.
func TestIndependentCases1560(t *testing.T) {
	runIndependent(t, "testdata/independent1560.jsonl", false)
}
