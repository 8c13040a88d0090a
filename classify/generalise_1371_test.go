package classify

import "testing"

// First run at e93da653: 24/34 overall, 12/22 tricky.
func TestIndependentCases1371(t *testing.T) {
	runIndependent(t, "testdata/independent1371.jsonl", false)
}
