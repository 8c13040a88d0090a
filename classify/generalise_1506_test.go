package classify

import "testing"

// First run at 77caf3d6: 31/36 overall, 14/19 tricky.
func TestIndependentCases1506(t *testing.T) {
	runIndependent(t, "testdata/independent1506.jsonl", false)
}
