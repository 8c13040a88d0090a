package classify

import "testing"

// First run at d308aa8d: 27/31 overall, 10/13 tricky.
func TestIndependentCases1227(t *testing.T) {
	runIndependent(t, "testdata/independent1227.jsonl", false)
}
