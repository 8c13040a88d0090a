package classify

import "testing"

// First run at 30ab81ca: 21/24 overall, 9/11 tricky.
func TestIndependentCases1431(t *testing.T) {
	runIndependent(t, "testdata/independent1431.jsonl", false)
}
