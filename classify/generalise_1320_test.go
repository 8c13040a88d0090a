package classify

import "testing"

// First run at 4cef9972: 22/34 overall, 3/12 tricky.
func TestIndependentCases1320(t *testing.T) {
	runIndependent(t, "testdata/independent1320.jsonl", false)
}
