package classify

import "testing"

// First run at 472ce6c3: 24/36 overall, 8/18 tricky.
func TestIndependentCases1553(t *testing.T) {
	runIndependent(t, "testdata/independent1553.jsonl", false)
}
