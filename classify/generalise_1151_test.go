package classify

import "testing"

// First run at 72972476: 29/32 overall, 14/16 tricky.
func TestIndependentCases1151(t *testing.T) {
	runIndependent(t, "testdata/independent1151.jsonl", false)
}
