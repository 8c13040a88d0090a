package classify

import "testing"

// First run at 46cd54f2: 33/34 overall, 14/15 tricky.
func TestIndependentCases1772(t *testing.T) {
	runIndependent(t, "testdata/independent1772.jsonl", false)
}
