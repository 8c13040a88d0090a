package classify

import "testing"

// First run at 1c210d60: 21/34 overall, 8/16 tricky.
func TestIndependentCases1543(t *testing.T) {
	runIndependent(t, "testdata/independent1543.jsonl", false)
}
