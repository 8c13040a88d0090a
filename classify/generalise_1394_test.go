package classify

import "testing"

// First run at d2bafa18: 32/40 overall, 14/19 tricky.
func TestIndependentCases1394(t *testing.T) {
	runIndependent(t, "testdata/independent1394.jsonl", false)
}
