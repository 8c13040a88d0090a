package classify

import "testing"

// First run at 5e4ddd61: 29/31 overall, 19/20 tricky.
func TestIndependentCases1017(t *testing.T) {
	runIndependent(t, "testdata/independent1017.jsonl", false)
}
