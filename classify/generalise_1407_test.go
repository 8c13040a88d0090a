package classify

import "testing"

// First run at d87f3630: 31/34 overall, 13/15 tricky.
func TestIndependentCases1407(t *testing.T) {
	runIndependent(t, "testdata/independent1407.jsonl", false)
}
