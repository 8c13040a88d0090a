package classify

import "testing"

// First run at f6e65050: 22/36 overall, 7/19 tricky.
func TestIndependentCases1648(t *testing.T) {
	runIndependent(t, "testdata/independent1648.jsonl", false)
}
