package classify

import "testing"

// First run at 3fd9dca4: 33/36 overall, 11/13 tricky.
func TestIndependentCases1364(t *testing.T) {
	runIndependent(t, "testdata/independent1364.jsonl", false)
}
