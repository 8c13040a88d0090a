package classify

import "testing"

// First run at f3020a23: 22/34 overall, 7/17 tricky.
func TestIndependentCases1344(t *testing.T) {
	runIndependent(t, "testdata/independent1344.jsonl", false)
}
