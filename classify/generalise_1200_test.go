package classify

import "testing"

// First run at 3da51963: 21/35 overall, 8/19 tricky.
func TestIndependentCases1200(t *testing.T) {
	runIndependent(t, "testdata/independent1200.jsonl", false)
}
