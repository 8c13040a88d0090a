package classify

import "testing"

// First run at 7ef05bce: 13/24 overall, 7/14 tricky.
func TestIndependentCases1536(t *testing.T) {
	runIndependent(t, "testdata/independent1536.jsonl", false)
}
