package classify

import "testing"

// First run at 33da71f5: 28/34 overall, 13/16 tricky.
func TestIndependentCases1464(t *testing.T) {
	runIndependent(t, "testdata/independent1464.jsonl", false)
}
