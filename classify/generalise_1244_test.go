package classify

import "testing"

// First run at 4e70b52b: 24/30 overall, 6/12 tricky.
func TestIndependentCases1244(t *testing.T) {
	runIndependent(t, "testdata/independent1244.jsonl", false)
}
