package classify

import "testing"

// First run at 08fd1046: 18/30 overall, 2/13 tricky.
func TestIndependentCases1606(t *testing.T) {
	runIndependent(t, "testdata/independent1606.jsonl", false)
}
