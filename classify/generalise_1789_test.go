package classify

import "testing"

// First run at b5597816: 27/34 overall, 9/15 tricky.
func TestIndependentCases1789(t *testing.T) {
	runIndependent(t, "testdata/independent1789.jsonl", false)
}
