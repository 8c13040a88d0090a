package classify

import "testing"

// First run at 140b4aa7: 27/34 overall, 14/19 tricky.
func TestIndependentCases1574(t *testing.T) {
	runIndependent(t, "testdata/independent1574.jsonl", false)
}
