package classify

import "testing"

// First run at 1c3b0960: 27/34 overall, 7/14 tricky.
func TestIndependentCases1315(t *testing.T) {
	runIndependent(t, "testdata/independent1315.jsonl", false)
}
