package classify

import "testing"

// First run at 1ea92141: 20/29 overall, 5/13 tricky.
func TestIndependentCases1338(t *testing.T) {
	runIndependent(t, "testdata/independent1338.jsonl", false)
}
