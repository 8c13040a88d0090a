package classify

import "testing"

// First run at 075c963e: 33/36 overall, 15/18 tricky.
func TestIndependentCases1810(t *testing.T) {
	runIndependent(t, "testdata/independent1810.jsonl", false)
}
