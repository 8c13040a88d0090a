package classify

import "testing"

// First run at b1829809: 33/33 overall, 17/17 tricky.
func TestIndependentCases1007(t *testing.T) {
	runIndependent(t, "testdata/independent1007.jsonl", true)
}
