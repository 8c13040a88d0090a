package classify

import "testing"

// First run at b62a6580: 32/34 overall, 13/15 tricky.
func TestIndependentCases1239(t *testing.T) {
	runIndependent(t, "testdata/independent1239.jsonl", false)
}
