package classify

import "testing"

// First run at 2bad916c: 28/34 overall, 8/11 tricky.
func TestIndependentCases1421(t *testing.T) {
	runIndependent(t, "testdata/independent1421.jsonl", false)
}
