package classify

import "testing"

// First run at 683a08ac: 20/34 overall, 5/17 tricky.
func TestIndependentCases1617(t *testing.T) {
	runIndependent(t, "testdata/independent1617.jsonl", false)
}
