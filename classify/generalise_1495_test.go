package classify

import "testing"

// First run at 94e853ad: 30/34 overall, 13/17 tricky.
func TestIndependentCases1495(t *testing.T) {
	runIndependent(t, "testdata/independent1495.jsonl", false)
}
