package classify

import "testing"

// First run at 74465437: 33/37 overall, 16/18 tricky.
func TestIndependentCases1209(t *testing.T) {
	runIndependent(t, "testdata/independent1209.jsonl", false)
}
