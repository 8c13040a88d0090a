package classify

import "testing"

// First run at fdb30fd9: 27/34 overall, 12/19 tricky.
func TestIndependentCases1484(t *testing.T) {
	runIndependent(t, "testdata/independent1484.jsonl", false)
}
