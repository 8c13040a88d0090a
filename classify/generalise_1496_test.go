package classify

import "testing"

// First run at 277444f6: 18/34 overall, 9/24 tricky.
func TestIndependentCases1496(t *testing.T) {
	runIndependent(t, "testdata/independent1496.jsonl", false)
}
