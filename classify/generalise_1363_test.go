package classify

import "testing"

// First run at 2661d007: 23/36 overall, 7/14 tricky.
func TestIndependentCases1363(t *testing.T) {
	runIndependent(t, "testdata/independent1363.jsonl", false)
}
