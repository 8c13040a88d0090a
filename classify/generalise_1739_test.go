package classify

import "testing"

// First run at a36e5d93: 27/34 overall, 9/15 tricky.
func TestIndependentCases1739(t *testing.T) {
	runIndependent(t, "testdata/independent1739.jsonl", false)
}
