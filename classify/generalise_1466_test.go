package classify

import "testing"

// First run at 94b58723: 22/34 overall, 6/17 tricky.
func TestIndependentCases1466(t *testing.T) {
	runIndependent(t, "testdata/independent1466.jsonl", false)
}
