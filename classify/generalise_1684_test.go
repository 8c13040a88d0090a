package classify

import "testing"

// First run at 8d1ceb42: 17/34 overall, 3/14 tricky.
func TestIndependentCases1684(t *testing.T) {
	runIndependent(t, "testdata/independent1684.jsonl", false)
}
