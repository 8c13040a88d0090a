package classify

import "testing"

// First run at 860f4bd3: 27/34 overall, 11/17 tricky.
func TestIndependentCases1437(t *testing.T) {
	runIndependent(t, "testdata/independent1437.jsonl", false)
}
