package classify

import "testing"

// First run at 019ea639: 19/36 overall, 4/17 tricky.
func TestIndependentCases1664(t *testing.T) {
	runIndependent(t, "testdata/independent1664.jsonl", false)
}
