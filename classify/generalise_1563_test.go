package classify

import "testing"

// First run at c435f648: 18/24 overall, 9/14 tricky.
func TestIndependentCases1563(t *testing.T) {
	runIndependent(t, "testdata/independent1563.jsonl", false)
}
