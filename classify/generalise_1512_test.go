package classify

import "testing"

// First run at 74ff9cd5: 16/24 overall, 5/13 tricky.
func TestIndependentCases1512(t *testing.T) {
	runIndependent(t, "testdata/independent1512.jsonl", false)
}
