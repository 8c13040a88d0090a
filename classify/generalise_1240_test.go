package classify

import "testing"

// First run at 007dcae3: 26/31 overall, 10/15 tricky.
func TestIndependentCases1240(t *testing.T) {
	runIndependent(t, "testdata/independent1240.jsonl", false)
}
