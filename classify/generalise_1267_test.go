package classify

import "testing"

// First run at 9cbe41ec: 27/41 overall, 6/17 tricky.
func TestIndependentCases1267(t *testing.T) {
	runIndependent(t, "testdata/independent1267.jsonl", false)
}
