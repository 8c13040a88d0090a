package classify

import "testing"

// First run at eeb84b22: 28/34 overall, 9/14 tricky.
func TestIndependentCases1176(t *testing.T) {
	runIndependent(t, "testdata/independent1176.jsonl", false)
}
