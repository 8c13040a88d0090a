package classify

import "testing"

// First run at 74d5c560: 21/24 overall, 9/12 tricky.
func TestIndependentCases1509(t *testing.T) {
	runIndependent(t, "testdata/independent1509.jsonl", false)
}
