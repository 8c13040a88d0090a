package classify

import "testing"

// First run at d4e2a741: 19/24 overall, 7/12 tricky.
func TestIndependentCases1508(t *testing.T) {
	runIndependent(t, "testdata/independent1508.jsonl", false)
}
