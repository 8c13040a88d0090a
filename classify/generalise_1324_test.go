package classify

import "testing"

// First run at 13e173c9: 18/23 overall, 6/11 tricky.
func TestIndependentCases1324(t *testing.T) {
	runIndependent(t, "testdata/independent1324.jsonl", false)
}
