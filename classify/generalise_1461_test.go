package classify

import "testing"

// First run at 220134f3: 20/24 overall, 9/11 tricky.
func TestIndependentCases1461(t *testing.T) {
	runIndependent(t, "testdata/independent1461.jsonl", false)
}
