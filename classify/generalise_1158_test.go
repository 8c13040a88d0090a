package classify

import "testing"

// First run at beabd4a8: 25/32 overall, 12/18 tricky.
func TestIndependentCases1158(t *testing.T) {
	runIndependent(t, "testdata/independent1158.jsonl", false)
}
