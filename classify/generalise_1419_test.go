package classify

import "testing"

// First run at 46a430c9: 31/38 overall, 15/19 tricky.
func TestIndependentCases1419(t *testing.T) {
	runIndependent(t, "testdata/independent1419.jsonl", false)
}
