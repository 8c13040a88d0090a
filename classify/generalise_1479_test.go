package classify

import "testing"

// First run at fe1b3593: 26/34 overall, 17/23 tricky.
func TestIndependentCases1479(t *testing.T) {
	runIndependent(t, "testdata/independent1479.jsonl", false)
}
